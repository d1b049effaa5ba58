import { css } from '@emotion/react';
import { theme } from '@shop/ui';

/** The product page's title box (also the box of the loading line). */
export const productTitle = css({
  margin: '0 0 21px',
  fontSize: 32,
  lineHeight: 1.25,
  fontWeight: 700,
  [theme.mobile]: { fontSize: 26 },
});
