import type { ReactElement } from 'react';
import { render, waitFor, within } from '@testing-library/react';
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

/** The toast of a refusal or a success, as the shell's `toast` is called with it. */
export const refusal = (title: string, description: string) => ({ title, description, variant: 'destructive' });
export const success = (title: string, description: string) => ({ title, description, variant: 'success' });

/** Waits until the shell's toast was called (or, with 'last', last called) with these options. */
export function toastShown(toast: jest.Mock, options: object, which: 'any' | 'last' = 'any') {
  return waitFor(() =>
    which === 'last' ? expect(toast).toHaveBeenLastCalledWith(options) : expect(toast).toHaveBeenCalledWith(options),
  );
}

/** The texts of the elements of a role inside an element, in order: a select's options, a row's cells ... */
export const textsOf = (container: HTMLElement, role: 'option' | 'cell' | 'columnheader' | 'listitem') =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
