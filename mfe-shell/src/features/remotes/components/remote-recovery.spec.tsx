import { lazy, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { ShellProps } from '@shop/ui';
import { renderWithProviders } from '../../../test/render';
import { manifest, requests, shop, startShop, stopShop, watchForAlerts } from '../../../test/remote-network';
import { isLoadFailure } from './remote-recovery';
import { RemoteRoute } from './remote-route';

// Tabs survive a deploy (issue 31, item 5): a remote whose files went away is loaded again from a
// fresh /remotes.json and a forced re-registration, once, before any "unavailable" panel.

const services: ShellProps = {
  session: { user: null, loading: false, refetch: async () => undefined },
  toast: () => undefined,
};

/** A page of a remote whose code-split chunk is gone: webpack's error for a chunk that 404s. */
function pageWithMissingChunk(): ComponentType {
  const chunkLoadError = Object.assign(new Error('Loading chunk 685 failed.\n(error: /mfe/x/685.0123456789.js)'), {
    name: 'ChunkLoadError',
  });
  const Page = lazy(() => Promise.reject(chunkLoadError));
  return () => <Page />;
}

const remotesJson = (storefrontBuild: string) => ({
  storefront: `/mfe/storefront/b/${storefrontBuild}/mf-manifest.json`,
  account: '/mfe/account/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
});

describe('a remote whose files went away in a deploy', () => {
  let logged: jest.SpyInstance;
  let alerts: ReturnType<typeof watchForAlerts>;
  beforeAll(startShop);
  afterAll(stopShop);
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    alerts = watchForAlerts();
  });
  afterEach(() => {
    alerts.stop();
    jest.restoreAllMocks();
    shop.reset();
  });

  it('whose entry 404s is registered again from a fresh /remotes.json and shown, without the error panel', async () => {
    // The tab read /remotes.json while build one was active; build two was activated and build
    // one's files removed before the storefront's entry was fetched.
    shop.json('/remotes.json', {
      sequence: [
        { revision: 1, ...remotesJson('one') },
        { revision: 2, ...remotesJson('two') },
      ],
    });
    shop.json('/mfe/storefront/b/one/mf-manifest.json', manifest('storefront'));
    shop.entry('/mfe/storefront/b/one/remoteEntry.js', null);
    shop.json('/mfe/storefront/b/two/mf-manifest.json', manifest('storefront'));
    shop.entry('/mfe/storefront/b/two/remoteEntry.js', () => <p>Storefront, build two</p>);

    renderWithProviders(
      <>
        <header>GAME ACCOUNT SHOP</header>
        <RemoteRoute name="storefront" services={services} />
      </>,
    );

    expect((await screen.findByText('Storefront, build two')).tagName).toBe('P');
    expect(alerts.seen()).toBe(false);
    expect(requests).toEqual([
      '/remotes.json',
      '/mfe/storefront/b/one/mf-manifest.json',
      '/mfe/storefront/b/one/remoteEntry.js',
      '/remotes.json',
      '/mfe/storefront/b/two/mf-manifest.json',
      '/mfe/storefront/b/two/remoteEntry.js',
    ]);
    expect(screen.getByText('GAME ACCOUNT SHOP').tagName).toBe('HEADER');
  });

  it('whose chunk fails while it is shown (ChunkLoadError) is re-registered by force from the same URLs and shown', async () => {
    // Today's deploy (files swapped at the same URLs, no revision): the tab's build of the account
    // area is running when one of its chunks turns out to be gone; remoteEntry.js now is the new build.
    shop.json('/remotes.json', remotesJson('one'));
    shop.json('/mfe/account/mf-manifest.json', manifest('account'));
    shop.entry('/mfe/account/remoteEntry.js', { sequence: [pageWithMissingChunk(), () => <p>Account, new build</p>] });

    // Build one's runtime has loaded a chunk (rspack's JSONP list for the account remote).
    const chunks = window as unknown as Record<string, unknown>;
    chunks.rspackChunkaccount = [[[685], {}]];

    renderWithProviders(<RemoteRoute name="account" services={services} />);

    expect((await screen.findByText('Account, new build')).tagName).toBe('P');
    expect(alerts.seen()).toBe(false);
    // Forced: the same entry URL is loaded again instead of the container the runtime had cached.
    // (The config was read by the test before; the recovery reads it again.)
    expect(requests).toEqual([
      '/mfe/account/mf-manifest.json',
      '/mfe/account/remoteEntry.js',
      '/remotes.json',
      '/mfe/account/mf-manifest.json',
      '/mfe/account/remoteEntry.js',
    ]);
    // Build one's chunk list is dropped, so the new build loads its own chunks, not the old ones.
    expect(chunks.rspackChunkaccount).toBeUndefined();
  });

  it('that still fails after its one retry shows the panel with Retry, the rest of the page kept', async () => {
    shop.json('/remotes.json', remotesJson('one'));
    shop.json('/mfe/admin/mf-manifest.json', manifest('admin'));
    shop.entry('/mfe/admin/remoteEntry.js', null);

    renderWithProviders(
      <>
        <header>GAME ACCOUNT SHOP</header>
        <RemoteRoute name="admin" services={services} />
      </>,
    );

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('This section is temporarily unavailable.');
    expect(screen.getByText('GAME ACCOUNT SHOP').tagName).toBe('HEADER');
    // The first load and exactly one retry, from a fresh config.
    expect(requests).toEqual([
      '/mfe/admin/mf-manifest.json',
      '/mfe/admin/remoteEntry.js',
      '/remotes.json',
      '/mfe/admin/mf-manifest.json',
      '/mfe/admin/remoteEntry.js',
    ]);
    expect(logged).toHaveBeenCalled();
  });
});

describe('isLoadFailure', () => {
  const named = (name: string, message = 'x', cause?: unknown) =>
    Object.assign(new Error(message, { cause }), { name });

  it("knows the loader's, webpack's and the federation runtime's load errors, also as a cause", () => {
    expect(isLoadFailure(named('ChunkLoadError', 'Loading chunk 685 failed.'))).toBe(true);
    expect(isLoadFailure(named('ScriptNetworkError'))).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(
      true,
    );
    expect(isLoadFailure(named('RemoteUnavailableError', 'The remote "admin" could not be loaded'))).toBe(true);
    expect(isLoadFailure(new Error('wrapped', { cause: new Error('x', { cause: named('ChunkLoadError') }) }))).toBe(
      true,
    );
  });

  it('leaves a bug in a remote (or anything thrown that is not an Error) to the error panel', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure('ChunkLoadError')).toBe(false);
    expect(isLoadFailure(null)).toBe(false);
  });
});
