import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

/** The spec's maximum height of a dropdown panel. */
export const DROPDOWN_MAX_HEIGHT = 300;

const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  text-align: left;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${theme.colors.border};
  }
`;

const panelCss = css`
  position: absolute;
  z-index: 50;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  min-width: 220px;
  max-height: ${DROPDOWN_MAX_HEIGHT}px;
  overflow-y: auto;
  padding: 6px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  box-shadow: 0 12px 30px rgba(0, 0, 0, 0.55);
`;

export const optionCss = css`
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: rgba(59, 130, 246, 0.2);
    outline: none;
  }
  &[aria-selected='true'] {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

export interface DropdownProps {
  /** Visible name of the control (also its accessible name). */
  label: string;
  /** Current value shown on the trigger. */
  value: string;
  /** Panel contents; receives `close` to call after a choice. */
  children(close: () => void): ReactNode;
  testId?: string;
}

/** A labelled button that opens a panel; an outside click or Escape closes it. */
export function Dropdown({ label, value, children, testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} css={{ position: 'relative', minWidth: 0 }} data-testid={testId}>
      <span css={{ display: 'block', fontSize: 12, color: theme.colors.textMuted, marginBottom: 4, letterSpacing: '0.04em' }}>
        {label}
      </span>
      <button
        type="button"
        css={trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${label}: ${value}`}
        onClick={() => setOpen((was) => !was)}
      >
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{value}</span>
        <span aria-hidden="true" css={{ color: theme.colors.textMuted, transform: open ? 'rotate(180deg)' : undefined }}>
          ▾
        </span>
      </button>
      {open && (
        <div id={panelId} css={panelCss}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
