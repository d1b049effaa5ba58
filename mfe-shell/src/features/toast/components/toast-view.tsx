import * as Toast from '@radix-ui/react-toast';
import { css, keyframes } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import type { CurrentToast } from './current-toast';

/** Spec: 5000 ms unless the caller says otherwise. */
const DEFAULT_DURATION = 5000;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;

const viewportStyle = css`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 400px;
  max-width: 100vw;
  margin: 0;
  padding: 20px;
  list-style: none;
  outline: none;
`;

const toastStyle = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: start;
  padding: 14px 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow:
    0 10px 30px rgba(0, 0, 0, 0.45),
    0 0 12px rgba(59, 130, 246, 0.25);
  &[data-state='open'] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  &[data-variant='destructive'] {
    border-color: ${theme.colors.danger};
    background: ${theme.colors.dangerSurface};
  }
  &[data-variant='success'] {
    border-color: ${theme.colors.success};
    background: ${theme.colors.successSurface};
  }
`;

const closeStyle = css`
  grid-row: 1 / span 2;
  grid-column: 2;
  border: 0;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  padding: 2px 6px;
  border-radius: 6px;
  &:hover {
    color: ${theme.colors.text};
  }
`;

/**
 * Radix toasts with the spec's rules: one visible at a time (a new one replaces it), 5000 ms,
 * swipe 50 px to dismiss, F8 focuses the viewport.
 */
export function ToastView({ current, onClosed }: { current: CurrentToast | null; onClosed(id: number): void }) {
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={DEFAULT_DURATION}>
      {current && (
        <Toast.Root
          key={current.id}
          css={toastStyle}
          data-variant={current.variant ?? 'default'}
          duration={current.duration ?? DEFAULT_DURATION}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
        >
          {/*
            The viewport below is the polite live region that announces this toast, so the
            text is left out of Radix's extra off-screen copy (a second copy of every message
            would also make the text ambiguous to people and tests searching the page).
          */}
          <div data-radix-toast-announce-exclude="">
            <Toast.Title css={{ fontWeight: 700 }}>{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description css={{ color: theme.colors.textMuted, fontSize: 14, marginTop: 2 }}>
                {current.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close css={closeStyle} aria-label={messages.toast.close}>
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport css={viewportStyle} hotkey={['F8']} label={messages.toast.viewportLabel} aria-live="polite" />
    </Toast.Provider>
  );
}
