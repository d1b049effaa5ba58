import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellProvider, type SessionUser, type ShellProps } from '@shop/ui';

export const testBuyer: SessionUser = {
  id: 7,
  username: 'buyer',
  email: 'buyer@shop.test',
  isAdmin: false,
  balance: '100.00',
};

// jsdom has no pointer capture nor scrolling; Radix Select and the list call them.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

/** Shows where the router is, so a test can see a navigation (to /auth, to /account/orders). */
function Location() {
  return (
    <span hidden data-testid="location">
      {useLocation().pathname}
    </span>
  );
}

export interface RenderOptions {
  mocks?: MockedResponse[];
  path?: string;
  /** The signed-in customer; `null` for a guest (default: a buyer with $100.00). */
  user?: SessionUser | null;
}

/**
 * Renders a piece of the storefront as the shell hosts it: the shell's services (a jest toast, the
 * session, a session refetch), a router at `path` and Apollo answering the given mocked operations
 * (component tests; the e2e tests run the real stack).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const toast = jest.fn();
  const refetch = jest.fn(async () => undefined);
  const user = options.user === undefined ? testBuyer : options.user;
  const shell: ShellProps = { session: { user, loading: false, refetch }, toast };
  const result = render(
    <MockedProvider mocks={options.mocks ?? []}>
      <ShellProvider value={shell}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ShellProvider>
    </MockedProvider>,
  );
  return { ...result, toast, refetch, location: () => result.getByTestId('location').textContent };
}
