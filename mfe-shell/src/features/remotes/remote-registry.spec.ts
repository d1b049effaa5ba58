import { REMOTES_CONFIG_URL, parseRemotesConfig, parseSiteSettings, remoteEntryFromManifest } from './remote-registry';
import { REMOTES_CONFIG_PRELOAD, remotePreloadLinks } from '../../../../gateway/src/static/remote-preload';

// The shape rspack writes (mf-manifest.json of a remote built with publicPath "auto").
const manifest = (remoteEntry: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'storefront',
  name: 'storefront',
  metaData: { name: 'storefront', globalName: 'storefront', publicPath: 'auto', remoteEntry, ...extra },
  shared: [],
  exposes: [
    {
      id: 'storefront:App',
      name: 'App',
      path: './App',
      assets: { js: { sync: ['75.0123456789.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

describe('remoteEntryFromManifest', () => {
  it('finds remoteEntry.js beside a manifest whose publicPath is auto', () => {
    expect(
      remoteEntryFromManifest(
        'storefront',
        manifest({ name: 'remoteEntry.js', path: '', type: 'global' }),
        'http://shop.test/mfe/storefront/mf-manifest.json',
      ),
    ).toEqual({
      name: 'storefront',
      entry: 'http://shop.test/mfe/storefront/remoteEntry.js',
      entryGlobalName: 'storefront',
      type: 'global',
    });
  });

  it('is the URL the gateway preloads for the storefront', () => {
    const built = manifest({ name: 'remoteEntry.js', path: '', type: 'global' });
    const { entry } = remoteEntryFromManifest('storefront', built, 'http://shop.test/mfe/storefront/mf-manifest.json');
    const preloaded = remotePreloadLinks('/mfe/storefront/mf-manifest.json', built).map(
      (link) => /href="([^"]+)"/.exec(link)?.[1],
    );
    expect(preloaded).toContain(new URL(entry).pathname);
  });

  it('reads the remotes config from the URL the gateway preloads', () => {
    expect(/href="([^"]+)"/.exec(REMOTES_CONFIG_PRELOAD)?.[1]).toBe(REMOTES_CONFIG_URL);
  });

  it('honours a sub-folder and a fixed publicPath on another origin', () => {
    const withPath = manifest({ name: 'remoteEntry.js', path: 'static/js/', type: 'global' });
    expect(remoteEntryFromManifest('account', withPath, 'https://cdn.test/account/mf-manifest.json').entry).toBe(
      'https://cdn.test/account/static/js/remoteEntry.js',
    );
    const fixed = manifest(
      { name: 'remoteEntry.js', path: '', type: 'global' },
      { publicPath: 'https://assets.test/admin/' },
    );
    expect(remoteEntryFromManifest('admin', fixed, 'https://cdn.test/admin/mf-manifest.json').entry).toBe(
      'https://assets.test/admin/remoteEntry.js',
    );
  });

  it('defaults the global name to the remote name and the type to global', () => {
    const bare = { metaData: { remoteEntry: { name: 'remoteEntry.js' } } };
    expect(remoteEntryFromManifest('admin', bare, 'http://shop.test/mfe/admin/mf-manifest.json')).toMatchObject({
      entryGlobalName: 'admin',
      type: 'global',
    });
  });

  it('rejects a manifest that names no remoteEntry', () => {
    expect(() => remoteEntryFromManifest('admin', { metaData: {} }, 'http://shop.test/x.json')).toThrow(
      'names no remoteEntry',
    );
    expect(() => remoteEntryFromManifest('admin', null, 'http://shop.test/x.json')).toThrow('names no remoteEntry');
    expect(() => remoteEntryFromManifest('admin', '<html>', 'http://shop.test/x.json')).toThrow('names no remoteEntry');
  });
});

describe('parseSiteSettings', () => {
  it("takes the community chat link from the config's settings; the remotes ignore the extra key", () => {
    const json = {
      storefront: '/mfe/storefront/mf-manifest.json',
      settings: { communityChatUrl: ' https://discord.gg/shop ' },
    };
    expect(parseSiteSettings(json)).toEqual({ communityChatUrl: 'https://discord.gg/shop' });
    expect(parseRemotesConfig(json, 'http://shop.test').map((remote) => remote.name)).toEqual(['storefront']);
  });

  it('has nothing when the config carries no settings, or a link that is not http(s)', () => {
    expect(parseSiteSettings({ storefront: '/x' })).toEqual({});
    expect(parseSiteSettings(null)).toEqual({});
    expect(parseSiteSettings({ settings: { communityChatUrl: 'javascript:alert(1)' } })).toEqual({});
    expect(parseSiteSettings({ settings: { communityChatUrl: 42 } })).toEqual({});
  });
});
