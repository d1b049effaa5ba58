import { Kind, parse, visit } from 'graphql';

/**
 * Fields a server-rendered page never asks for: credentials (a bought account's login and password,
 * an admin's clear unit or order credentials, what a manual delivery wrote for the buyer), keys and
 * secrets. A page shows them on demand in the browser only (the order dialog's own query), never in
 * HTML or in the Apollo state the HTML carries. An operation selecting one is refused: the render
 * fails and the client-rendered page is sent.
 */
export const NEVER_RENDERED_FIELDS: ReadonlySet<string> = new Set([
  'accountDetails',
  'deliveryNotes',
  'orderCredentials',
  'unitCredentials',
  'credentials',
  'secret',
  'key',
  'recoveryCodes',
]);

/** The first field of `query` a server render must not run, or null (a document that does not parse: null, the executor reports it). */
export function neverRenderedField(query: string): string | null {
  let document;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  let found: string | null = null;
  visit(document, {
    [Kind.FIELD](node) {
      if (found === null && NEVER_RENDERED_FIELDS.has(node.name.value)) found = node.name.value;
    },
  });
  return found;
}
