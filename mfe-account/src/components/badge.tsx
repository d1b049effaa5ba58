import { css } from '@emotion/react';
import { theme } from '@shop/ui';

/** A small outlined pill; screen readers read it as "<label>: <text>". */
export function Badge({ text, colour, label }: { text: string; colour: string; label: string }) {
  return (
    <span
      aria-label={`${label}: ${text}`}
      css={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 999,
        border: `1px solid ${colour}`,
        color: colour,
        background: theme.colors.background,
        fontSize: 13,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </span>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
