import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { css, keyframes } from '@emotion/react';
import { theme } from './theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

// Overlay and content share one z-index: the document order stacks them, so a dialog opened from
// another (a confirmation) puts its overlay over the first dialog, not under it.
const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(2, 8, 16, 0.72);
  animation: ${fadeIn} 150ms ease-out;
`;

const content = css`
  position: fixed;
  z-index: 1000;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(480px, calc(100vw - 24px));
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow:
    0 0 24px rgba(59, 130, 246, 0.3),
    0 20px 50px rgba(0, 0, 0, 0.6);
  animation: ${popIn} 160ms ease-out;
  &:focus {
    outline: none;
  }
  ${theme.mobile} {
    padding: 18px 16px;
  }
`;

const closeButton = css`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: rgba(255, 255, 255, 0.06);
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons row at the bottom. */
  actions?: ReactNode;
  closeLabel?: string;
  wide?: boolean;
  /** A width of its own in pixels (a table with many columns), still within the screen. */
  width?: number;
}

/** A Radix dialog in the shop's style: labelled by its title, focus trapped, Esc closes. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeLabel = 'Close',
  wide,
  width,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={overlay} />
        <RadixDialog.Content
          css={[
            content,
            wide && { width: 'min(640px, calc(100vw - 24px))' },
            width !== undefined && { width: `min(${width}px, calc(100vw - 24px))` },
          ]}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title css={{ margin: '0 36px 6px 0', fontSize: 20 }}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description css={{ margin: '0 0 16px', color: theme.colors.textMuted }}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {actions && (
            <div css={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 10, marginTop: 20 }}>
              {actions}
            </div>
          )}
          <RadixDialog.Close css={closeButton} aria-label={closeLabel}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A label/value row inside a dialog. */
export function DialogRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 16,
        padding: '8px 0',
        borderBottom: `1px solid ${theme.colors.borderMuted}`,
      }}
    >
      <span css={{ color: theme.colors.textMuted }}>{label}</span>
      <span css={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}
