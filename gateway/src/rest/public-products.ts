import { GraphQLError, Kind, parse, print, type ObjectTypeDefinitionNode, type SelectionNode } from 'graphql';
import { postGraphql, signIdentity, type SubgraphName } from '@shop/server-kit';
import { operationError } from './execute';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  FacadeProductFieldsFragmentDoc,
  GetAllProductsDocument,
  GetFilteredProductsDocument,
  GetProductDetailDocument,
  type FacadeProductFieldsFragment,
  type ProductFilterInput,
} from '../generated/graphql';
import type { GatewayContext } from '../graphql/context';

const ANONYMOUS = { userId: null, isAdmin: false };

/** The facade's public product reads, by either path (`PUBLIC_READS`, docs/decisions/0008-public-product-reads.md). */
export interface ProductReads {
  list(filter: ProductFilterInput | null, requestId?: string): Promise<FacadeProductFieldsFragment[]>;
  detail(id: number, requestId?: string): Promise<FacadeProductFieldsFragment | null>;
}

/**
 * The reference path (`PUBLIC_READS=federated`): the facade's typed operations through the
 * federated executor, as an anonymous caller, exactly as /graphql answers them.
 */
export class FederatedProductReader implements ProductReads {
  constructor(
    private readonly run: <TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      context: GatewayContext,
    ) => Promise<TData>,
  ) {}

  private context(requestId?: string): GatewayContext {
    const refuse = () => Promise.reject(new Error('a public read cannot change a session'));
    return {
      identity: { ...ANONYMOUS },
      requestId: requestId ?? '',
      ip: '',
      auditEvents: [],
      changeSession: refuse,
      applyAccessChanges: refuse,
    };
  }

  async list(filter: ProductFilterInput | null, requestId?: string): Promise<FacadeProductFieldsFragment[]> {
    const data = filter
      ? await this.run(GetFilteredProductsDocument, { filter }, this.context(requestId))
      : await this.run(GetAllProductsDocument, {}, this.context(requestId));
    return data.products;
  }

  async detail(id: number, requestId?: string): Promise<FacadeProductFieldsFragment | null> {
    return (await this.run(GetProductDetailDocument, { id }, this.context(requestId))).product ?? null;
  }
}

/**
 * The facade's public product reads (`/api/products/all`, `/api/products`, `/api/products/:game`,
 * `/api/products/detail/:id`) without the federated executor. Profiled on 5,000 products, the
 * gateway spent most of such a request in @apollo/gateway's generic result shaping (a visit of
 * every field of every product, ~400,000) and was the process that capped the list at a quarter
 * of the raw baseline. These reads need exactly the two fetches the query plan makes: catalog's
 * products, then commerce's stock fields by `_entities` for the same ids. So they are sent as
 * such and the answers merged.
 *
 * Nothing here is written twice by hand: the fields are the facade's own `FacadeProductFields`
 * fragment, split by the owner the supergraph names for each field (`@join__field`), so a field
 * that moves between subgraphs moves here too, and a shape this does not know (a nested field
 * owned by commerce, a third owner) stops the gateway at start-up. Every read is public (the
 * response cache serves the same answers to everybody), so the subgraphs see an anonymous caller.
 * `gateway/test/storefront-api.test.ts` checks these answers equal the federated ones.
 */
export class PublicProductReader implements ProductReads {
  private readonly listQuery: string;
  private readonly detailQuery: string;
  private readonly stockQuery: string;

  constructor(
    supergraphSdl: string,
    private readonly urls: Record<'catalog' | 'commerce', string>,
  ) {
    const { catalog, commerce } = splitByOwner(supergraphSdl);
    this.listQuery = `query PublicProducts($filter: ProductFilterInput) { products(filter: $filter) ${catalog} }`;
    this.detailQuery = `query PublicProduct($id: Int!) { product(id: $id) ${catalog} }`;
    this.stockQuery = `query PublicStock($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product ${commerce} } }`;
  }

  async list(filter: ProductFilterInput | null, requestId?: string): Promise<FacadeProductFieldsFragment[]> {
    const data = await this.call<{ products: Array<Record<string, unknown>> }>(
      'catalog',
      this.listQuery,
      { filter },
      requestId,
    );
    return this.withStock(data.products, requestId);
  }

  async detail(id: number, requestId?: string): Promise<FacadeProductFieldsFragment | null> {
    const data = await this.call<{ product: Record<string, unknown> | null }>(
      'catalog',
      this.detailQuery,
      { id },
      requestId,
    );
    if (!data.product) return null;
    return (await this.withStock([data.product], requestId))[0];
  }

  private async withStock(
    products: Array<Record<string, unknown>>,
    requestId?: string,
  ): Promise<FacadeProductFieldsFragment[]> {
    if (products.length === 0) return [];
    const representations = products.map((product) => ({ __typename: 'Product', id: product.id }));
    const data = await this.call<{ _entities: Array<Record<string, unknown> | null> }>(
      'commerce',
      this.stockQuery,
      { representations },
      requestId,
    );
    return products.map((product, index) => {
      const stock = data._entities[index];
      if (!stock) throw new Error(`commerce answered no stock for product ${String(product.id)}`);
      return Object.assign(product, stock) as FacadeProductFieldsFragment;
    });
  }

  /** A refused filter (BAD_USER_INPUT) is the caller's 400 as on the federated path; an outage its 503. */
  private async call<T>(
    subgraph: SubgraphName & ('catalog' | 'commerce'),
    query: string,
    variables: Record<string, unknown>,
    requestId?: string,
  ): Promise<T> {
    try {
      return await postGraphql<T>(this.urls[subgraph], signIdentity(ANONYMOUS, subgraph), query, variables, requestId, [
        'BAD_USER_INPUT',
      ]);
    } catch (error) {
      if (error instanceof GraphQLError && typeof error.extensions.code === 'string') {
        // The same answer as the federated path: the code's status, the message, the other extensions.
        const { code, serviceName: _service, stacktrace: _stack, ...extensions } = error.extensions;
        throw operationError(code, error.message, extensions);
      }
      throw error;
    }
  }
}

/** `FacadeProductFields` as two selection sets: catalog's fields and commerce's. */
export function splitByOwner(supergraphSdl: string): { catalog: string; commerce: string } {
  const product = parse(supergraphSdl).definitions.find(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Product',
  );
  if (!product) throw new Error('the supergraph has no Product type');
  const ownerOf = new Map<string, string | null>();
  for (const field of product.fields ?? []) {
    // A field another subgraph declares `@external` (to provide it under one of its own fields)
    // carries a second @join__field with `external: true`: the owner is the other one.
    const join = field.directives?.find(
      (directive) =>
        directive.name.value === 'join__field' &&
        !directive.arguments?.some(
          (argument) =>
            argument.name.value === 'external' && argument.value.kind === Kind.BOOLEAN && argument.value.value,
        ),
    );
    const graph = join?.arguments?.find((argument) => argument.name.value === 'graph')?.value;
    ownerOf.set(field.name.value, graph?.kind === Kind.ENUM ? graph.value : null);
  }
  const fragment = FacadeProductFieldsFragmentDoc.definitions[0];
  if (fragment.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('FacadeProductFields is not a fragment');
  const catalog: SelectionNode[] = [];
  const commerce: SelectionNode[] = [];
  for (const selection of fragment.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) throw new Error('FacadeProductFields may only select fields');
    const name = selection.name.value;
    if (!ownerOf.has(name)) throw new Error(`the supergraph's Product has no field ${name}`);
    // Key fields (no @join__field) resolve in every owner; catalog answers them with the rest.
    const owner = ownerOf.get(name) ?? 'CATALOG';
    if (owner === 'CATALOG') catalog.push(selection);
    else if (owner === 'COMMERCE' && !selection.selectionSet) commerce.push(selection);
    else throw new Error(`Product.${name} (owned by ${owner}) is a shape the public product reads do not know`);
  }
  const asSet = (selections: SelectionNode[]) => print({ kind: Kind.SELECTION_SET, selections });
  return { catalog: asSet(catalog), commerce: asSet(commerce) };
}
