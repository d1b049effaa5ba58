import { useId } from 'react';
import * as Select from '@radix-ui/react-select';
import {
  VIEWPORT_MARGIN,
  fieldLabel,
  fieldTrigger,
  floatingPanel,
  optionCheck,
  optionRow,
  scrollButton,
} from './field-styles';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  /** Visible label; it names the combobox. */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange(value: T): void;
  /** Language of the option texts (the panel renders in a portal, outside the page's `lang`). */
  lang?: string;
  testId?: string;
}

const panel = floatingPanel('select');

/**
 * A labelled Radix Select: listbox semantics, arrow keys, Home/End, type-ahead, Escape and
 * outside click close. Radix reserves the value "" so callers map "no choice" to a sentinel.
 */
export function SelectField<T extends string>({ label, value, options, onChange, lang, testId }: SelectFieldProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div css={{ minWidth: 0 }} data-testid={testId}>
      <label id={labelId} htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as T)}>
        <Select.Trigger id={id} aria-labelledby={labelId} css={fieldTrigger}>
          <span className="field-value">
            <Select.Value />
          </span>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={VIEWPORT_MARGIN}
            css={panel}
            lang={lang}
          >
            <Select.ScrollUpButton css={scrollButton}>▴</Select.ScrollUpButton>
            <Select.Viewport>
              {options.map((option) => (
                <Select.Item key={option.value} value={option.value} css={optionRow}>
                  <Select.ItemIndicator css={optionCheck} />
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
            <Select.ScrollDownButton css={scrollButton}>▾</Select.ScrollDownButton>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
