import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellProvider, type SessionUser, type ShellProps } from '@shop/ui';

export const testAdmin: SessionUser = {
  id: 1,
  username: 'admin',
  email: 'admin@shop.local',
  isAdmin: true,
  balance: '0.00',
};

/**
 * Renders a piece of the admin panel as the shell hosts it: the shell's services (a jest toast, a
 * signed-in admin, a session refetch), a router at `path` and Apollo answering the given mocked
 * operations (component tests; the e2e tests run the real stack).
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { mocks?: MockedResponse[]; path?: string; user?: SessionUser | null } = {},
) {
  const toast = jest.fn();
  const refetch = jest.fn(async () => undefined);
  const user = options.user === undefined ? testAdmin : options.user;
  const shell: ShellProps = { session: { user, loading: false, refetch }, toast };
  const result = render(
    <MockedProvider mocks={options.mocks ?? []}>
      <ShellProvider value={shell}>
        <MemoryRouter initialEntries={[options.path ?? '/panel']}>{ui}</MemoryRouter>
      </ShellProvider>
    </MockedProvider>,
  );
  return { ...result, toast, refetch };
}
