import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initRemotes } from './features/remotes/remote-registry';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Registration needs only /remotes.json; a remote's own files load when one of its routes opens.
// A failure here is shown by the routes ("unavailable, retry"), which read the config again.
initRemotes().catch((error: unknown) => console.error('[shell] remotes config unavailable', error));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
