import { theme } from '../../components/theme';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { messages } from '../../messages';

/** /skins and every path starting with /skins: the Turkish list variant (category picker later). */
export function SkinsPage() {
  return (
    <Page>
      <section lang="tr" css={{ textAlign: 'center', padding: '32px 0' }}>
        <h1 css={{ fontSize: 'clamp(24px, 4vw, 40px)', margin: '0 auto 18px', maxWidth: 820 }}>{messages.skins.heroTitle}</h1>
        <Button onClick={() => document.getElementById('game-categories')?.scrollIntoView({ behavior: 'smooth' })}>
          {messages.skins.heroCta}
        </Button>
      </section>
      <section id="game-categories" css={{ textAlign: 'center', color: theme.colors.textMuted, padding: '24px 0' }}>
        <p>{messages.skins.choosePath}</p>
      </section>
    </Page>
  );
}
