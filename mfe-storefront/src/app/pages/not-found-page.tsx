import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Page } from '@shop/ui';
import * as messages from '../../messages';

/** The 404 page: static texts, in the storefront's first chunk so they paint without another request. */
export function NotFoundPage() {
  return (
    <Page>
      <section css={{ textAlign: 'center', padding: '56px 0' }}>
        <h1 css={{ fontSize: 'clamp(28px, 5vw, 44px)', margin: '0 0 12px' }}>{messages.notFound.title}</h1>
        <p css={{ color: theme.colors.textMuted, margin: '0 0 20px' }}>{messages.notFound.text}</p>
        <Link to="/">{messages.notFound.home}</Link>
      </section>
    </Page>
  );
}
