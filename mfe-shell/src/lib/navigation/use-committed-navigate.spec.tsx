import { lazy, Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useCommittedNavigate } from './use-committed-navigate';

/** A home page whose code arrives only when the test says so, like a remote on a slow network. */
function slowHome() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: () => JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Home</h1> });
  });
  return { Home: lazy(() => arrived), arrive };
}

function Probe({ onShown }: { onShown(path: string): void }) {
  const navigateShown = useCommittedNavigate();
  const { pathname } = useLocation();
  const [asked, setAsked] = useState(false);
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <button
        disabled={asked}
        onClick={() => {
          setAsked(true);
          void navigateShown('/').then(() => onShown(document.querySelector('h1')?.textContent ?? ''));
        }}
      >
        go home
      </button>
    </>
  );
}

describe('useCommittedNavigate', () => {
  it('resolves only once the next page is on screen, not while its code is still loading', async () => {
    const { Home, arrive } = slowHome();
    const shown = jest.fn();
    render(
      <MemoryRouter initialEntries={['/account']}>
        <Probe onShown={shown} />
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/account" element={<h1>Account</h1>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button', { name: 'go home' }).click());
    // the transition keeps the account page while home loads, and the caller keeps waiting
    expect(screen.getByRole('heading').textContent).toBe('Account');
    expect(shown).not.toHaveBeenCalled();

    await act(async () => arrive());
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(shown).toHaveBeenCalledWith('Home');
  });

  it('resolves at once when the page is already shown', async () => {
    const shown = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe onShown={shown} />
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button', { name: 'go home' }).click());
    expect(shown).toHaveBeenCalledWith('Home');
  });
});
