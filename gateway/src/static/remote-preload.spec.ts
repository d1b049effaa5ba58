import { remotePreloadLinks } from './remote-preload';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './App',
      assets: {
        js: { sync: ['75.9d2050306d.js', '__federation_expose_App.0dc7f7184c.js'], async: ['146.6384172bf8.js'] },
      },
    },
    { path: './Other', assets: { js: { sync: ['9.0123456789.js'] } } },
  ],
};

describe('remotePreloadLinks', () => {
  it('preloads the manifest, the remote entry and the first chunks of the exposed App, next to the manifest', () => {
    expect(remotePreloadLinks('/mfe/storefront/mf-manifest.json', manifest)).toEqual([
      '<link rel="preload" href="/mfe/storefront/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/mfe/storefront/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mfe/storefront/75.9d2050306d.js" as="script">',
      '<link rel="preload" href="/mfe/storefront/__federation_expose_App.0dc7f7184c.js" as="script">',
    ]);
  });

  it('leaves a remote on another origin to the runtime', () => {
    expect(remotePreloadLinks('https://cdn.example/storefront/mf-manifest.json', manifest)).toEqual([]);
    expect(remotePreloadLinks('//cdn.example/storefront/mf-manifest.json', manifest)).toEqual([]);
  });

  it('keeps markup out of the tags', () => {
    const links = remotePreloadLinks('/mfe/x/mf-manifest.json', {
      exposes: [{ path: './App', assets: { js: { sync: ['a"><script>.js'] } } }],
    });
    expect(links.join('')).not.toContain('"><script>');
  });
});
