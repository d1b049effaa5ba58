import { useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { css } from '@emotion/react';
import { control, type FieldControlProps } from './field';
import { theme } from './theme';

/**
 * The kit's dropdowns: a labelled trigger opening a floating panel of options (Radix Select, or a
 * Radix Popover holding a list of one's own). Pair the trigger with `Field` for its label.
 */

/** The spec's maximum height of a dropdown panel. */
export const DROPDOWN_MAX_HEIGHT = 300;
/** The spec's margin between a floating panel and the viewport edge. */
export const DROPDOWN_VIEWPORT_MARGIN = 10;
/** Panels float above the sticky top bar (50) and below dialogs and their overlay (1000). */
const PANEL_Z_INDEX = 100;

/** The closed dropdown: the kit's control as a button, the chosen value (in `.field-value`) and a chevron. */
export const dropdownTrigger = css`
  ${control};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  min-height: 42px;
  background: ${theme.colors.surface};
  cursor: pointer;
  text-align: left;
  &:hover,
  &[data-state='open'] {
    border-color: ${theme.colors.border};
  }
  /* A click leaves no ring on the button; the keyboard's focus keeps the control's. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
  & > .field-value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The chevron is drawn, so it adds no text to the trigger's value. */
  &::after {
    content: '';
    flex: none;
    width: 7px;
    height: 7px;
    margin: 0 3px 4px 0;
    border-right: 2px solid ${theme.colors.textMuted};
    border-bottom: 2px solid ${theme.colors.textMuted};
    transform: rotate(45deg);
    transition: transform 120ms;
  }
  &[data-state='open']::after {
    margin: 4px 3px 0 0;
    transform: rotate(-135deg);
  }
`;

/**
 * The floating panel. `primitive` names the Radix CSS variables of the primitive (select or popover)
 * so the panel is at least as wide as its trigger and never taller than the room left on screen.
 */
export function dropdownPanel(primitive: 'select' | 'popover') {
  return css`
    z-index: ${PANEL_Z_INDEX};
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    width: var(--radix-${primitive}-trigger-width);
    min-width: min(260px, calc(100vw - ${2 * DROPDOWN_VIEWPORT_MARGIN}px));
    max-width: calc(100vw - ${2 * DROPDOWN_VIEWPORT_MARGIN}px);
    max-height: min(${DROPDOWN_MAX_HEIGHT}px, var(--radix-${primitive}-content-available-height));
    padding: 6px;
    border-radius: 8px;
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: 0 12px 30px rgba(0, 0, 0, 0.55);
    &:focus {
      outline: none;
    }
  `;
}

/** One option row; the highlighted row is the keyboard's (Radix `data-highlighted`) or focus. */
export const dropdownOption = css`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 36px;
  padding: 8px 10px 8px 30px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  user-select: none;
  outline: none;
  &:hover,
  &[data-highlighted],
  &:focus-visible {
    background: rgba(59, 130, 246, 0.25);
    box-shadow: inset 0 0 0 1px ${theme.colors.glow};
  }
  &[data-state='checked'],
  &[aria-selected='true'] {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

/** The check mark in front of the selected option, drawn so it adds no text to the option. */
export const dropdownCheck = css`
  position: absolute;
  left: 13px;
  top: 50%;
  width: 5px;
  height: 10px;
  margin-top: -7px;
  border-right: 2px solid ${theme.colors.accent};
  border-bottom: 2px solid ${theme.colors.accent};
  transform: rotate(45deg);
`;

/** The Select viewport hides its scrollbar, so these rows show there is more above or below. */
const scrollButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 22px;
  color: ${theme.colors.textMuted};
  cursor: default;
`;

const selectPanel = dropdownPanel('select');

export interface SelectMenuProps<T extends string> extends FieldControlProps {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  /** Language of the option texts (the panel renders in a portal, outside the page's `lang`). */
  lang?: string;
}

/**
 * A dropdown choice on Radix Select, for the control slot of a `Field`: listbox semantics, arrow
 * keys, Home/End, type-ahead, Escape and outside click close. Radix reserves the value "", so a
 * caller maps "no choice" to a sentinel. The native `Select` stays the kit's form control.
 *
 * The trigger writes the chosen option's label itself, so the server's HTML shows it. The option
 * list (Radix's `Content`) mounts on the first sign of use (pointer over the trigger, focus, a
 * touch): while closed, Radix renders every option into a detached fragment and registers each
 * through state, four commits that re-rendered more components than the rest of a product list's
 * hydration. The trigger stays the same element, so the gesture that mounts the list also opens it.
 */
export function SelectMenu<T extends string>({ value, options, onChange, lang, ...control }: SelectMenuProps<T>) {
  const [wanted, setWanted] = useState(false);
  const want = wanted ? undefined : () => setWanted(true);
  const chosen = options.find((option) => option.value === value);
  return (
    <RadixSelect.Root value={value} onValueChange={(next) => onChange(next as T)}>
      <RadixSelect.Trigger {...control} css={dropdownTrigger} onPointerEnter={want} onPointerDown={want} onFocus={want}>
        <span className="field-value">{chosen?.label}</span>
      </RadixSelect.Trigger>
      {wanted && (
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={DROPDOWN_VIEWPORT_MARGIN}
            css={selectPanel}
            lang={lang}
          >
            <RadixSelect.ScrollUpButton css={scrollButton}>▴</RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} css={dropdownOption}>
                  <RadixSelect.ItemIndicator css={dropdownCheck} />
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton css={scrollButton}>▾</RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      )}
    </RadixSelect.Root>
  );
}
