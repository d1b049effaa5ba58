import { css } from '@emotion/react';
import { theme } from '@shop/ui';

/** A button that looks like a text link (forgot password, use a recovery code, back): each place sets its alignment. */
export const linkButton = css`
  padding: 2px 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.accent};
  font-size: 14px;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
