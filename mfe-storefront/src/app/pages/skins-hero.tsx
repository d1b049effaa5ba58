import { Button, theme } from '@shop/ui';
import * as messages from '../../messages';
import { scrollToSection } from './home-page';

/** The top of /skins. */
export function SkinsHero() {
  const m = messages.skins;
  return (
    <section
      lang="tr"
      css={{
        textAlign: 'center',
        padding: '64px 20px 56px',
        background: `radial-gradient(ellipse at top, rgba(59, 130, 246, 0.3), transparent 60%), linear-gradient(180deg, #081420, ${theme.colors.background})`,
        borderBottom: `1px solid ${theme.colors.borderMuted}`,
        [theme.mobile]: { padding: '40px 16px 36px' },
      }}
    >
      <h1
        css={{
          fontSize: 'clamp(24px, 4.5vw, 46px)',
          margin: '0 auto 14px',
          maxWidth: 900,
          lineHeight: 1.15,
          textShadow: '0 0 24px rgba(59, 130, 246, 0.55)',
        }}
      >
        {m.heroTitle}
      </h1>
      <p css={{ margin: '0 auto 24px', maxWidth: 620, color: theme.colors.textMuted }}>{m.heroText}</p>
      <Button onClick={() => scrollToSection('game-categories')} css={{ minHeight: 48, padding: '10px 26px' }}>
        {m.heroCta}
      </Button>
    </section>
  );
}
