import { theme } from '@shop/ui';
import { messages } from '../../../messages';

/**
 * Takes a screen's height while a remote's code arrives, so the footer starts below the fold and
 * is not pushed down in view when the page appears (that shift was most of the home page's CLS).
 */
export function RemoteLoading() {
  return (
    <p
      role="status"
      css={{ textAlign: 'center', padding: '64px 16px', margin: 0, minHeight: '100vh', color: theme.colors.textMuted }}
    >
      {messages.remote.loading}
    </p>
  );
}
