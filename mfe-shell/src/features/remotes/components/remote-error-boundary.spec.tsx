import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** A remote's App that fails until the remote is "fixed" (as a reload after a redeploy would). */
let broken = true;
function FlakyRemote() {
  if (broken) throw new Error('remoteEntry.js failed to load');
  return <p>The storefront</p>;
}

describe('RemoteErrorBoundary', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    broken = true;
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('shows the unavailable panel with Retry in place of a failing remote, the rest of the page kept', () => {
    render(
      <>
        <header>The shell</header>
        <RemoteErrorBoundary remote="storefront" onRetry={() => undefined}>
          <FlakyRemote />
        </RemoteErrorBoundary>
      </>,
    );
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('This section is temporarily unavailable.');
    expect(panel.textContent).toContain('The rest of the site keeps working. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Retry' }).textContent).toBe('Retry');
    expect(screen.getByText('The shell').tagName).toBe('HEADER');
    expect(logged.mock.calls.some(([first]) => first === '[shell] remote "storefront" is unavailable')).toBe(true);
  });

  it('runs onRetry on Retry and renders the remote again', () => {
    const onRetry = jest.fn(() => {
      broken = false;
    });
    render(
      <RemoteErrorBoundary remote="storefront" onRetry={onRetry}>
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The storefront').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the panel again when the retried remote still fails', () => {
    render(
      <RemoteErrorBoundary remote="account" onRetry={() => undefined}>
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert').textContent).toContain('This section is temporarily unavailable.');
  });
});
