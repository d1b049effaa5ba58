import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellProvider, type SessionUser, type ShellProps, type SiteSettings } from '@shop/ui';

export const testUser: SessionUser = {
  id: 7,
  username: 'tester',
  email: 'tester@shop.test',
  isAdmin: false,
  balance: '100.00',
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a piece of the account remote as the shell would host it: a router at `path`, the shell
 * services (a jest toast, a session, the site settings) and Apollo with the given mocked operations, opened at
 * `path` + `search` (`route` is the route's pattern, e.g. '/support/tickets/:ticketId'). The current
 * path and query are shown in `data-testid="location"`. `user: null` renders for a guest.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: {
    user?: SessionUser | null;
    mocks?: MockedResponse[];
    path?: string;
    search?: string;
    settings?: SiteSettings;
    route?: string;
  } = {},
) {
  const toast = jest.fn();
  const refetch = jest.fn(async () => undefined);
  const shell: ShellProps = {
    session: { user: options.user === undefined ? testUser : options.user, loading: false, refetch },
    toast,
    settings: options.settings,
  };
  const path = options.path ?? '/';
  const result = render(
    <MockedProvider mocks={options.mocks ?? []}>
      <ShellProvider value={shell}>
        <MemoryRouter initialEntries={[`${path}${options.search ?? ''}`]}>
          <Routes>
            <Route path={options.route ?? path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ShellProvider>
    </MockedProvider>,
  );
  return { ...result, toast, refetch };
}
