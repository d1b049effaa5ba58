import { theme } from '@shop/ui';

/** A list of rows that each open something (the support list's tickets and claims). */
export const linkRowList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 } as const;

/** One row: its text on the left, its badges on the right. */
export const linkRow = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: 8,
  padding: '12px 14px',
  borderRadius: 8,
  border: `1px solid ${theme.colors.borderMuted}`,
  background: theme.colors.background,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.border },
} as const;

export const linkRowTitle = { display: 'block', fontWeight: 700, overflowWrap: 'anywhere' } as const;
export const linkRowMeta = { display: 'block', marginTop: 4, fontSize: 13, color: theme.colors.textMuted } as const;
