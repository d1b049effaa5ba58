import { loadConfig } from '../config';
import { remotesDocument } from '../delivery/delivery-hosting';

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: 'postgres://unused',
  SESSION_SECRET: 'a-session-secret-of-16+',
  STATIC_ROOT: '/nonexistent',
  ...extra,
});

/** /remotes.json as the gateway built with this environment answers it before any release. */
function remotesJson(extra: Record<string, string>): Record<string, unknown> {
  const config = loadConfig(env(extra));
  return remotesDocument(
    0,
    {},
    config.remotes,
    config.communityChatUrl ? { communityChatUrl: config.communityChatUrl } : null,
  );
}

describe('run-time site settings in /remotes.json', () => {
  it('hands the shell the community chat link when COMMUNITY_CHAT_URL is set', () => {
    expect(remotesJson({ COMMUNITY_CHAT_URL: ' https://discord.gg/shop ' })).toEqual({
      revision: 0,
      storefront: '/mfe/storefront/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
      builds: { storefront: null, account: null, admin: null },
      settings: { communityChatUrl: 'https://discord.gg/shop' },
    });
  });

  it('has no settings when it is unset or blank', () => {
    expect(remotesJson({})).not.toHaveProperty('settings');
    expect(remotesJson({ COMMUNITY_CHAT_URL: '' })).not.toHaveProperty('settings');
  });

  it("names a live build's manifest inside its folder, the configured one for the others", () => {
    expect(remotesDocument(7, { storefront: 'a'.repeat(20) }, loadConfig(env()).remotes, null)).toEqual({
      revision: 7,
      storefront: `/mfe/storefront/b/${'a'.repeat(20)}/mf-manifest.json`,
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
      builds: { storefront: 'a'.repeat(20), account: null, admin: null },
    });
  });

  it('refuses to start with a link that is not an http(s) address', () => {
    for (const value of ['javascript:alert(1)', 'discord.gg/shop', 'ftp://chat.example']) {
      expect(() => loadConfig(env({ COMMUNITY_CHAT_URL: value }))).toThrow(
        /COMMUNITY_CHAT_URL must be an http\(s\) address/,
      );
    }
  });
});
