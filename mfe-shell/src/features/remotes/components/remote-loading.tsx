import { theme } from '@shop/ui';
import { messages } from '../../../messages';

export function RemoteLoading() {
  return (
    <p role="status" css={{ textAlign: 'center', padding: '64px 16px', color: theme.colors.textMuted }}>
      {messages.remote.loading}
    </p>
  );
}
