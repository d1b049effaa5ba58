import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from '../config';
import { mfeHosting } from './mfe-hosting';

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: 'postgres://unused',
  SESSION_SECRET: 'a-session-secret-of-16+',
  STATIC_ROOT: '/nonexistent',
  ...extra,
});

/** GET /remotes.json from the gateway's static hosting built with this environment. */
async function remotesJson(extra: Record<string, string>): Promise<unknown> {
  const app = express();
  app.use(mfeHosting(loadConfig(env(extra))));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`);
    return await res.json();
  } finally {
    server.close();
  }
}

describe('run-time site settings in /remotes.json', () => {
  it('hands the shell the community chat link when COMMUNITY_CHAT_URL is set', async () => {
    expect(await remotesJson({ COMMUNITY_CHAT_URL: ' https://discord.gg/shop ' })).toEqual({
      storefront: '/mfe/storefront/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
      settings: { communityChatUrl: 'https://discord.gg/shop' },
    });
  });

  it('has no settings when it is unset or blank', async () => {
    expect(await remotesJson({})).not.toHaveProperty('settings');
    expect(await remotesJson({ COMMUNITY_CHAT_URL: '' })).not.toHaveProperty('settings');
  });

  it('refuses to start with a link that is not an http(s) address', () => {
    for (const value of ['javascript:alert(1)', 'discord.gg/shop', 'ftp://chat.example']) {
      expect(() => loadConfig(env({ COMMUNITY_CHAT_URL: value }))).toThrow(
        /COMMUNITY_CHAT_URL must be an http\(s\) address/,
      );
    }
  });
});
