import { useNavigate } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import * as messages from '../../../messages';

export function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <section css={{ textAlign: 'center', padding: '48px 16px' }}>
      <h1 css={{ margin: '0 0 10px', fontSize: 28 }}>{messages.detail.notFoundTitle}</h1>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{messages.detail.notFoundText}</p>
      <Button onClick={() => navigate('/products')}>{messages.detail.backToAll}</Button>
    </section>
  );
}
