import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// `findBy...` and `waitFor` wait up to 10 s, as Playwright's expect does (Testing Library's own
// default, 1 s, failed a lazy route's first render under `npm run test:slow`). A passing test
// returns as soon as what it waits for is on screen, so this costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs the microfrontends use; component tests get stand-ins.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.localStorage.clear();
});
