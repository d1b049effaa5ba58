import type { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { Kind, OperationTypeNode, print, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { ServerPage } from '@shop/ui';
import { SERVER_STATE_ID } from '../lib/apollo/create-apollo-client';

/** One GraphQL operation run by the gateway's executor in-process (no HTTP, no anti-forgery token: nothing leaves the process). */
export type GraphqlExecutor = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/**
 * The server render's Apollo link: the storefront's and the shell's own operations, answered by
 * `execute`. Queries only: a render never changes anything. Without an executor every query fails
 * (it stays loading in the page, as in the browser's first render).
 */
export function serverLink(execute: GraphqlExecutor | undefined): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const kind = operation.query.definitions.find(
          (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
        )?.operation;
        if (!execute || kind !== OperationTypeNode.QUERY) {
          observer.error(new Error(`the server render runs queries only (${operation.operationName ?? 'anonymous'})`));
          return;
        }
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * The client's cache as a JSON data block for the page's body: `<` written as `\u003c`, so no
 * `</script>` (or `<!--`) in the data can end the element; the browser's createApolloClient
 * restores it. A data block runs nothing; it carries the nonce as every element of the page does.
 */
export function serverState(client: ApolloClient, nonce: string): string {
  const json = JSON.stringify(client.extract()).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}" nonce="${nonce}">${json}</script>`;
}

/** What the route's page told its response while rendering (ShellProps' `serverPage`). */
export interface ServerPageState {
  status: number;
  /** A path of the site the page sent the visitor to (its redirect), if any. */
  redirect?: string;
  canonical?: string;
  jsonLd?: Record<string, unknown>;
}

/** A fresh sink for one render, and the state it fills. */
export function serverPageSink(): { sink: ServerPage; state: ServerPageState } {
  const state: ServerPageState = { status: 200 };
  return {
    state,
    sink: {
      status: (code) => {
        state.status = code;
      },
      head: ({ canonical, jsonLd }) => {
        state.canonical = canonical;
        state.jsonLd = jsonLd;
      },
      redirect: (path) => {
        // A path of this site only: never an address elsewhere (`//host`, `https:`).
        if (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')) state.redirect = path;
      },
    },
  };
}

/**
 * The page's tags for `<head>`: its canonical link (a path of the site, absolute on `publicOrigin`
 * when the shop knows its public address, as search engines want it; written as an attribute
 * value, escaped) and its JSON-LD as a data block with the nonce, `<` written `\u003c` as in
 * `serverState`, so no title can end the element. The origin is configuration, never the request's
 * Host: a guest's page is kept and answered to others, and a forged Host would be in it.
 */
export function serverPageHead(state: ServerPageState, nonce: string, publicOrigin?: string): string {
  const tags: string[] = [];
  if (state.canonical && state.canonical.startsWith('/') && !state.canonical.startsWith('//')) {
    const href = publicOrigin ? new URL(state.canonical, publicOrigin).href : state.canonical;
    tags.push(`<link rel="canonical" href="${escapeAttribute(href)}">`);
  }
  if (state.jsonLd) {
    const json = JSON.stringify(state.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" nonce="${nonce}">${json}</script>`);
  }
  return tags.join('');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
