import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../features/toast/components/toast-provider';

// jsdom does not lay out: Radix's popover arrow measures itself with a ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * Renders a piece of the shell inside what the shell's providers give it (app/providers.tsx): a
 * router at `path`, the shell's own toasts, and Apollo answering the given mocked operations
 * (component tests; the e2e tests run the real stack).
 */
export function renderWithProviders(ui: ReactElement, options: { mocks?: MockedResponse[]; path?: string } = {}) {
  return render(
    <MockedProvider mocks={options.mocks ?? []}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <ToastProvider>{ui}</ToastProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
