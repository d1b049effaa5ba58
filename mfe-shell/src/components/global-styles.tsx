import { Global, css } from '@emotion/react';
import { theme } from '@shop/ui';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: dark;
    scroll-behavior: smooth;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.font};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${theme.colors.accent};
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.glow};
    outline-offset: 2px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
`;

/** Page-wide base styles; remotes rely on them and style only their own components. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
