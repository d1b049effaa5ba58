import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { messages } from '../../../messages';

const panel = css`
  width: calc(100% - 32px);
  max-width: 560px;
  margin: 64px auto;
  padding: 28px 24px;
  text-align: center;
  border: 1px solid ${theme.colors.borderMuted};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

export function RemoteUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <section role="alert" css={panel}>
      <p css={{ fontSize: 18, fontWeight: 700, margin: '0 0 8px' }}>{messages.remote.unavailable}</p>
      <p css={{ color: theme.colors.textMuted, margin: '0 0 20px' }}>{messages.remote.unavailableHint}</p>
      <Button onClick={onRetry}>{messages.remote.retry}</Button>
    </section>
  );
}
