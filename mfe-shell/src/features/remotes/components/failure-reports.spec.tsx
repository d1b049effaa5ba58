import { screen } from '@testing-library/react';
import type { ShellProps } from '@shop/ui';
import { renderWithProviders } from '../../../test/render';
import { manifest, shop, startShop, stopShop } from '../../../test/remote-network';
import { FAILURE_REPORTS_URL, failureKind, forgetReports } from '../failure-reports';
import { RemoteRoute } from './remote-route';

// The shell reports a remote's build that fails in the browser (issue 36 item 2), so the gateway
// can stop a canary that fails more often than the active build.

const services: ShellProps = {
  session: { user: null, loading: false, refetch: async () => undefined },
  toast: () => undefined,
};

const BUILD = '0123456789abcdef0123';

function Throws(): never {
  throw new Error('the canary home page is broken');
}

describe('failure reports', () => {
  let posts: Array<{ url: string; body: unknown }>;
  beforeAll(startShop);
  afterAll(stopShop);
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    posts = [];
    const stubbed = window.fetch;
    jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'POST') posts.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return stubbed(input, init);
    });
    forgetReports();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    shop.reset();
  });

  it('report a registry build that throws on render once, with its remote, build and kind', async () => {
    shop.json('/remotes.json', {
      storefront: `/mfe/storefront/b/${BUILD}/mf-manifest.json`,
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    });
    shop.json(`/mfe/storefront/b/${BUILD}/mf-manifest.json`, manifest('storefront'));
    shop.entry(`/mfe/storefront/b/${BUILD}/remoteEntry.js`, Throws);

    renderWithProviders(<RemoteRoute name="storefront" services={services} />);

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(posts).toEqual([
      {
        url: FAILURE_REPORTS_URL,
        body: {
          remote: 'storefront',
          buildId: BUILD,
          kind: 'render',
          message: 'Error: the canary home page is broken',
        },
      },
    ]);
  });

  it('report nothing for a local dist (no build to judge)', async () => {
    shop.json('/remotes.json', {
      storefront: '/mfe/storefront/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    });
    shop.json('/mfe/account/mf-manifest.json', manifest('account'));
    shop.entry('/mfe/account/remoteEntry.js', Throws);

    renderWithProviders(<RemoteRoute name="account" services={services} />);

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('tell a chunk or manifest that did not load from a render error', () => {
    const chunk = Object.assign(new Error('Loading chunk 685 failed.'), { name: 'ChunkLoadError' });
    expect(failureKind(new Error('wrapped', { cause: chunk }))).toBe('chunk');
    expect(failureKind(new Error('/mfe/storefront/b/x/mf-manifest.json: HTTP 404'))).toBe('manifest');
    expect(failureKind(new TypeError('x is undefined'))).toBe('render');
  });
});
