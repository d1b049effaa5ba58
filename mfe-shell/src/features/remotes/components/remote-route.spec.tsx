import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellProps } from '@shop/ui';
import { renderWithProviders } from '../../../test/render';
import { REMOTES_CONFIG_URL } from '../remote-registry';
import { RemoteRoute } from './remote-route';

const services: ShellProps = {
  session: { user: null, loading: false, refetch: async () => undefined },
  toast: () => undefined,
};

/** The network as the browser sees it while the shop's static files are unreachable. */
const offline = jest.fn(async (url: RequestInfo | URL) => {
  throw new TypeError(`Failed to fetch ${String(url)}`);
});

describe('a remote that cannot be loaded', () => {
  let logged: jest.SpyInstance;
  const realFetch = window.fetch;
  beforeEach(() => {
    offline.mockClear();
    window.fetch = offline as typeof window.fetch;
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.fetch = realFetch;
    logged.mockRestore();
  });

  it("shows Loading..., then the spec message with Retry in the remote's place; Retry asks the network again", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <header>GAME ACCOUNT SHOP</header>
        <RemoteRoute name="storefront" services={services} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('This section is temporarily unavailable.');
    expect(panel.textContent).toContain('The rest of the site keeps working. Please try again in a moment.');
    expect(screen.getByText('GAME ACCOUNT SHOP')).toBeTruthy();
    expect(offline).toHaveBeenCalledWith(REMOTES_CONFIG_URL);
    const asked = offline.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Still offline: the remotes' config was fetched again and the panel comes back.
    await waitFor(() => expect(offline.mock.calls.length).toBeGreaterThan(asked));
    expect((await screen.findByRole('alert')).textContent).toContain('This section is temporarily unavailable.');
  });
});
