import { callService, postGraphql, SERVICE_SCOPES, signServiceIdentity } from '@shop/server-kit';

export interface ImportLine {
  line: number;
  /** Redacted account text: catalog never receives credentials. */
  accountText: string;
  server: string;
  blueEssence: number | null;
  skins: string[];
}

/** The import steps commerce asks catalog to run, with its signed service identity. */
export class CatalogImportClient {
  constructor(
    private readonly url: string,
    private readonly requestId?: string,
  ) {}

  /** Creates (or finds again, on a retry) one hidden product per line; all lines in one call. */
  async importProducts(
    batchId: string,
    template: Record<string, unknown>,
    lines: ImportLine[],
  ): Promise<Map<number, number>> {
    const data = await callService<{ importProducts: Array<{ line: number; productId: number }> }>(
      this.url,
      'catalog:import-products',
      'mutation($input: ImportProductsInput!){ importProducts(input: $input){ line productId } }',
      { input: { batchId, template, lines } },
      this.requestId,
    );
    return new Map(data.importProducts.map((entry) => [entry.line, entry.productId]));
  }

  /**
   * Creates (hidden; a retry finds it again) or updates the product of a product-dialog batch;
   * answers its id. Catalog's refusal of the admin's fields (a product code already used, say)
   * keeps its BAD_USER_INPUT code, so commerce can undo the batch and tell the admin why.
   */
  async saveProduct(
    batchId: string,
    productId: number | null,
    template: Record<string, unknown>,
    line: ImportLine,
  ): Promise<number> {
    const { issuer, audience } = SERVICE_SCOPES['catalog:import-products'];
    const data = await postGraphql<{ saveImportedProduct: number }>(
      this.url,
      signServiceIdentity(issuer, audience, ['catalog:import-products']),
      'mutation($input: SaveImportedProductInput!){ saveImportedProduct(input: $input) }',
      { input: { batchId, productId, template, line } },
      this.requestId,
      ['BAD_USER_INPUT'],
    );
    return data.saveImportedProduct;
  }

  async publishBatch(batchId: string): Promise<number> {
    const data = await callService<{ publishImportBatch: number }>(
      this.url,
      'catalog:import-products',
      'mutation($b: String!){ publishImportBatch(batchId: $b) }',
      { b: batchId },
      this.requestId,
    );
    return data.publishImportBatch;
  }

  async withdrawBatch(batchId: string): Promise<number> {
    const data = await callService<{ withdrawImportBatch: number }>(
      this.url,
      'catalog:import-products',
      'mutation($b: String!){ withdrawImportBatch(batchId: $b) }',
      { b: batchId },
      this.requestId,
    );
    return data.withdrawImportBatch;
  }

  /** Whether a product exists and is not deleted (bulk stock goes only to live products). */
  async productExists(id: number): Promise<boolean> {
    const data = await callService<{ _entities: Array<{ id: number; deletedAt: string | null } | null> }>(
      this.url,
      'catalog:read-products',
      'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id deletedAt } } }',
      { r: [{ __typename: 'Product', id }] },
      this.requestId,
    );
    const product = data._entities[0];
    return Boolean(product && !product.deletedAt);
  }
}
