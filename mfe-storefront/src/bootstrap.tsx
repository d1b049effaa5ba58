import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/ui';
import App from './exposes/app';
import { GetSessionUserDocument } from './gql/graphql';

// Dev-only standalone page of this remote; in production the shell renders ./App.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <StandaloneApp App={App} sessionQuery={GetSessionUserDocument} />
  </StrictMode>,
);
