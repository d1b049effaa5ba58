import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import type { ShellProps } from '@shop/ui';
import { renderWithProviders } from '../../../test/render';
import { manifest, requests, shop, startShop, stopShop, watchForAlerts } from '../../../test/remote-network';
import { RemoteRoute, useRemoteUpdates } from './remote-route';

// An open shell sees a release (issue 31, items 4 and 5): on its next navigation it asks for
// /remotes.json again and shows the build the config names now, without a reload.

const services: ShellProps = {
  session: { user: null, loading: false, refetch: async () => undefined },
  toast: () => undefined,
};

/** A build of the storefront: says which build it is and where it is. */
function storefrontBuild(build: string) {
  return function Storefront() {
    const { pathname } = useLocation();
    return (
      <p>
        Storefront {build} at {pathname}
      </p>
    );
  };
}

/** The shell's layout as far as this concerns it: links, the navigation hook and the remote. */
function Shell() {
  const { pathname } = useLocation();
  useRemoteUpdates(pathname);
  return (
    <>
      <nav>
        <Link to="/skins">Skins</Link>
        <Link to="/privacy-policy">Privacy</Link>
        <Link to="/refund-policy">Refunds</Link>
      </nav>
      <RemoteRoute name="storefront" services={services} />
    </>
  );
}

const config = (revision: number | undefined, build: string) => ({
  ...(revision === undefined ? {} : { revision }),
  storefront: `/mfe/storefront/b/${build}/mf-manifest.json`,
  account: '/mfe/account/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
});

function publish(build: string) {
  shop.json(`/mfe/storefront/b/${build}/mf-manifest.json`, manifest('storefront'));
  shop.entry(`/mfe/storefront/b/${build}/remoteEntry.js`, storefrontBuild(build));
}

describe('an open shell on its next navigation', () => {
  let alerts: ReturnType<typeof watchForAlerts>;
  beforeAll(startShop);
  afterAll(stopShop);
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    alerts = watchForAlerts();
  });
  afterEach(() => {
    alerts.stop();
    jest.restoreAllMocks();
  });

  it('shows the build a new revision of /remotes.json names, checks cheaply while nothing changed, and never goes back to an older revision', async () => {
    const user = userEvent.setup();
    publish('one');
    publish('two');
    publish('zero');
    shop.json('/remotes.json', config(1, 'one'));
    renderWithProviders(<Shell />, { path: '/' });
    expect((await screen.findByText('Storefront one at /')).tagName).toBe('P');

    // Nothing activated: one request for the config (a 304 in a browser), no manifest, no entry.
    requests.length = 0;
    await user.click(screen.getByRole('link', { name: 'Skins' }));
    expect((await screen.findByText('Storefront one at /skins')).tagName).toBe('P');
    await waitFor(() => expect(requests).toEqual(['/remotes.json']));

    // Build two activated (revision 2): the next navigation shows it, with no reload and no panel.
    shop.json('/remotes.json', config(2, 'two'));
    requests.length = 0;
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect((await screen.findByText('Storefront two at /privacy-policy')).tagName).toBe('P');
    expect(requests).toEqual([
      '/remotes.json',
      '/remotes.json', // read again by the forced re-registration (a 304 in a browser)
      '/mfe/storefront/b/two/mf-manifest.json',
      '/mfe/storefront/b/two/remoteEntry.js',
    ]);

    // A replica behind answers revision 1 with another build: ignored, build two stays.
    shop.json('/remotes.json', config(1, 'zero'));
    requests.length = 0;
    await user.click(screen.getByRole('link', { name: 'Refunds' }));
    await waitFor(() => expect(requests).toEqual(['/remotes.json']));
    expect((await screen.findByText('Storefront two at /refund-policy')).tagName).toBe('P');
    expect(alerts.seen()).toBe(false);
  });

  it('keeps the build it shows when the new one cannot be loaded, and reads a config without a revision by its URLs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />, { path: '/refund-policy' });
    expect((await screen.findByText('Storefront two at /refund-policy')).tagName).toBe('P');
    // Today's fixed config (no revision) moved to build three, whose entry is missing.
    shop.json('/remotes.json', config(undefined, 'three'));
    shop.json('/mfe/storefront/b/three/mf-manifest.json', manifest('storefront'));
    shop.entry('/mfe/storefront/b/three/remoteEntry.js', null);
    requests.length = 0;
    await user.click(screen.getByRole('link', { name: 'Skins' }));
    await waitFor(() => expect(requests).toContain('/mfe/storefront/b/three/remoteEntry.js'));
    expect((await screen.findByText('Storefront two at /skins')).tagName).toBe('P');
    expect(alerts.seen()).toBe(false);

    // Build four fixes it: the next navigation shows it.
    publish('four');
    shop.json('/remotes.json', config(undefined, 'four'));
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect((await screen.findByText('Storefront four at /privacy-policy')).tagName).toBe('P');
    expect(alerts.seen()).toBe(false);
  });
});
