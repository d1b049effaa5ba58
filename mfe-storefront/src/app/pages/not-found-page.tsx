import { Link } from 'react-router-dom';
import { Page, theme, useShell } from '@shop/ui';
import * as messages from '../../messages';

/** The 404 page of any URL no route claims: static texts; on the server, the response's status 404. */
export function NotFoundPage() {
  useShell().serverPage?.status(404);
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
