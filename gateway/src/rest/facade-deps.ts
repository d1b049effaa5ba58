// What every `*.routes.ts` receives from the facade, in a module of its own so that facade.ts
// imports the routes and no route imports facade.ts.
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { AuditLog } from '../audit/audit-log';
import type { ContextFactory, GatewayContext } from '../graphql/context';
import type { WindowLimit } from '../throttle/throttle-config';
import { runOperation } from './execute';
import { SupportFiles } from './files/support-files';
import type { ProductReads } from './public-products';

export interface FacadeDeps {
  server: {
    run<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      context: GatewayContext,
    ): Promise<TData>;
  };
  context(req: Request, res: Response): GatewayContext;
  audit: AuditLog;
  /** The public product reads (public-products.ts; `PUBLIC_READS` picks the path). */
  publicProducts: ProductReads;
  /** The gateway's throttle of deposits per account (`RATE_LIMIT_DEPOSIT`); null when throttles are off. */
  depositThrottle: WindowLimit | null;
  /** Support's file routes: uploads and downloads stream through them, never through GraphQL. */
  files: SupportFiles;
}

const DEFAULT_SUPPORT_URL = 'http://127.0.0.1:4003/graphql';

export function facadeDeps(
  apollo: ApolloServer<GatewayContext>,
  options: {
    context: ContextFactory;
    audit: AuditLog;
    publicProducts: ProductReads;
    depositThrottle?: WindowLimit | null;
    /** Support's /graphql URL (its file routes are beside it). */
    supportUrl?: string;
  },
): FacadeDeps {
  return {
    server: { run: (document, variables, context) => runOperation(apollo, document, variables, context) },
    context: options.context,
    audit: options.audit,
    publicProducts: options.publicProducts,
    depositThrottle: options.depositThrottle ?? null,
    files: new SupportFiles(options.supportUrl ?? DEFAULT_SUPPORT_URL),
  };
}
