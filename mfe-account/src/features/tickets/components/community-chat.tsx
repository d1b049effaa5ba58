import { panel, theme, useShell } from '@shop/ui';
import { messages } from '../../../messages';

/**
 * The spec's link to join a community chat server, under the Support tab's tickets. The address
 * is the site's run-time setting (`COMMUNITY_CHAT_URL`, handed over by the shell); without one
 * nothing is shown.
 */
export function CommunityChat() {
  const m = messages.tickets;
  const url = useShell().settings?.communityChatUrl;
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return (
    <section
      aria-labelledby="community-chat-title"
      css={[
        panel,
        {
          padding: 20,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 14,
        },
      ]}
    >
      <div css={{ minWidth: 0, flex: '1 1 280px' }}>
        <h2 id="community-chat-title" css={{ margin: '0 0 4px', fontSize: 20 }}>
          {m.communityTitle}
        </h2>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.communityText}</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 40,
          padding: '8px 18px',
          borderRadius: 8,
          border: `1px solid ${theme.colors.border}`,
          color: theme.colors.text,
          fontWeight: 700,
          textDecoration: 'none',
          '&:hover': { background: 'rgba(37, 99, 235, 0.18)' },
          '&:focus-visible': { outline: `2px solid ${theme.colors.glow}`, outlineOffset: 2 },
        }}
      >
        {m.communityLink}
        <span
          css={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {' '}
          {m.newTab}
        </span>
      </a>
    </section>
  );
}
