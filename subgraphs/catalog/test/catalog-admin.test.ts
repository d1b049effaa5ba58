import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen, type Identity } from '@shop/server-kit';
import { createApp } from '../src/app';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders } from '../../../test-support/identity';

const PRODUCT =
  'id title price status server accountType subCategory productCode level championCount blueEssence skinCount accountText cardColor leftColumn orderColumn cardTexts { warranty deliveryTime } displayOptions { showBE } customFeatures { id label } hidden deletedAt';

describe('catalog admin operations', () => {
  let server: Server;
  let close: () => Promise<void>;
  let url: string;
  const admin: Partial<Identity> = { userId: 1, isAdmin: true };

  beforeAll(async () => {
    const created = await createApp({ databaseUrl: testDatabaseUrl('catalog_admin'), seedDemo: true });
    close = created.close;
    server = await listen(created.app, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.close();
    await close();
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, identity: Partial<Identity> = admin) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: identityHeaders('catalog', identity),
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: any;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
  };
  const create = (input: Record<string, unknown>, identity?: Partial<Identity>) =>
    gql(`mutation($input: ProductInput!){ createProduct(input:$input){ ${PRODUCT} } }`, { input }, identity);

  it('creates a product with every admin field; credentials in the account text are redacted', async () => {
    const result = await create({
      title: 'Admin Product',
      price: '19.90',
      server: 'NA',
      accountType: 'fresh',
      subCategory: '50-60k',
      productCode: 'ADM-1',
      level: 31,
      championCount: 40,
      blueEssence: 55000,
      cardColor: '#112233',
      accountText: 'NA:secretuser:secretpass:55000:100:a@b.c:nick:2000-01-01:2025-01-01:2026-01-01:US:EPIC Arcade Sona',
      cardFeatures: [
        { slot: 'card_sasa', value: 'Full access', icon: 'shield' },
        { slot: 'card_111', value: 'Instant' },
      ],
      cardTexts: { warranty: 'Lifetime Warranty' },
      displayOptions: { showBE: false },
      customFeatures: [{ id: 'f1', icon: 'star', label: 'Rare', value: 'yes' }],
    });
    expect(result.errors).toBeUndefined();
    const product = result.data.createProduct;
    expect(product).toMatchObject({
      title: 'Admin Product',
      price: '19.90',
      status: 'Available',
      server: 'NA',
      productCode: 'ADM-1',
      level: 31,
      championCount: 40,
      blueEssence: 55000,
      skinCount: 1,
      cardColor: '#112233',
      leftColumn: ['Full access', '', '', ''],
      orderColumn: ['Instant', '', '', ''],
      cardTexts: { warranty: 'Lifetime Warranty', deliveryTime: '5-15 minutes' },
      displayOptions: { showBE: false },
      customFeatures: [{ id: 'f1', label: 'Rare' }],
      hidden: false,
      deletedAt: null,
    });
    expect(product.accountText).not.toMatch(/secretuser|secretpass/);
  });

  it('refuses a product without title or price, negative counts and a malformed price', async () => {
    expect((await create({ price: '1' })).errors?.[0]?.message).toBe('Title is required.');
    expect((await create({ title: 'x' })).errors?.[0]?.message).toBe('Price is required.');
    expect((await create({ title: 'x', price: '1', level: -1 })).errors?.[0]).toMatchObject({
      message: 'Level must be a whole number of 0 or more.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await create({ title: 'x', price: '-3' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updates only the fields sent, and soft-deletes: the product leaves every public read but stays for references', async () => {
    const { data } = await create({ title: 'To Update', price: '5.00', level: 40 });
    const id = data.createProduct.id;
    const updated = await gql(
      `mutation($id:Int!,$input: ProductInput!){ updateProduct(id:$id, input:$input){ ${PRODUCT} } }`,
      { id, input: { price: '6.50', cardFeatures: [{ slot: 'card_asas', value: 'Two' }] } },
    );
    expect(updated.data.updateProduct).toMatchObject({
      title: 'To Update',
      price: '6.50',
      level: 40,
      leftColumn: ['', 'Two', '', ''],
    });

    const removed = await gql('mutation($ids:[Int!]!){ deleteProducts(ids:$ids) }', { ids: [id] });
    expect(removed.data.deleteProducts).toBe(1);
    const publicRead = await gql('query($id:Int!){ product(id:$id){ id } products { id } }', { id }, {});
    expect(publicRead.data.product).toBeNull();
    expect(publicRead.data.products.map((p: { id: number }) => p.id)).not.toContain(id);
    const admins = await gql('{ adminProducts { id } }');
    expect(admins.data.adminProducts.map((p: { id: number }) => p.id)).not.toContain(id);
    const reference = await gql(
      'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id title deletedAt } } }',
      { r: [{ __typename: 'Product', id }] },
      {},
    );
    expect(reference.data._entities[0]).toMatchObject({ id, title: 'To Update', deletedAt: expect.any(String) });
    const again = await gql(`mutation($id:Int!,$input: ProductInput!){ updateProduct(id:$id, input:$input){ id } }`, {
      id,
      input: { price: '1' },
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('filters the admin list by id, title, skin, blue essence and price range', async () => {
    const { data } = await create({
      title: 'Filter Me Unique',
      price: '77.00',
      blueEssence: 90000,
      accountText: 'EUW:u:p:90000:1:::::::EPIC Zebra Unique Skin',
    });
    const id = data.createProduct.id;
    const list = async (filter: Record<string, unknown>) =>
      (
        await gql('query($f: AdminProductFilterInput){ adminProducts(filter:$f){ id } }', { f: filter })
      ).data.adminProducts.map((p: { id: number }) => p.id);
    expect(await list({ id })).toEqual([id]);
    expect(await list({ title: 'filter me uni' })).toEqual([id]);
    expect(await list({ account: 'zebra unique' })).toEqual([id]);
    expect(await list({ blueEssence: 90000, minPrice: '77', maxPrice: '77.00' })).toEqual([id]);
    expect(await list({ title: 'filter me uni', maxPrice: '76.99' })).toEqual([]);
  });

  it('pages the admin list: the database filters and sorts, totalCount counts every match, bad paging is a 400-style error', async () => {
    const tag = `Paged ${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (const price of ['30.00', '10.00', '20.00'])
      ids.push((await create({ title: `${tag} ${price}`, price })).data.createProduct.id);
    const page = async (variables: Record<string, unknown>) =>
      gql(
        'query($f: AdminProductFilterInput, $o: Int, $l: Int, $s: AdminProductSort){ adminProductPage(filter:$f, offset:$o, limit:$l, sort:$s){ totalCount offset limit items { id price } } }',
        variables,
      );
    const first = await page({ f: { title: tag }, o: 0, l: 2 });
    expect(first.data.adminProductPage).toEqual({
      totalCount: 3,
      offset: 0,
      limit: 2,
      items: [
        { id: ids[2], price: '20.00' },
        { id: ids[1], price: '10.00' },
      ],
    });
    const second = await page({ f: { title: tag }, o: 2, l: 2 });
    expect(second.data.adminProductPage.items.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    const cheapest = await page({ f: { title: tag }, s: 'PRICE_ASC' });
    expect(cheapest.data.adminProductPage.items.map((p: { price: string }) => p.price)).toEqual([
      '10.00',
      '20.00',
      '30.00',
    ]);
    const all = await page({ l: 1 });
    expect(all.data.adminProductPage.totalCount).toBe(
      (await gql('{ adminProducts { id } }')).data.adminProducts.length,
    );
    expect((await page({ l: 0 })).errors?.[0]?.message).toBe('limit must be a whole number from 1 to 200.');
    expect((await page({ l: 201 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await page({ o: -1 })).errors?.[0]?.message).toBe('offset must be a whole number of at least 0.');
    expect(
      (await gql('{ adminProductPage { totalCount } }', {}, { userId: 5, isAdmin: false })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
  });

  it('game categories and card designs: admins write them, customers are refused', async () => {
    const created = await gql(
      'mutation($i: GameCategoryInput!){ createGameCategory(input:$i){ id name slug icon parentId } }',
      { i: { name: 'Teamfight', slug: 'tft', icon: 'chess' } },
    );
    expect(created.data.createGameCategory).toMatchObject({
      name: 'Teamfight',
      slug: 'tft',
      icon: 'chess',
      parentId: null,
    });
    const id = created.data.createGameCategory.id;
    const duplicate = await gql('mutation($i: GameCategoryInput!){ createGameCategory(input:$i){ id } }', {
      i: { name: 'Again', slug: 'TFT' },
    });
    expect(duplicate.errors?.[0]?.message).toBe('A category with this slug already exists.');
    const updated = await gql(
      'mutation($id:Int!,$i: GameCategoryInput!){ updateGameCategory(id:$id, input:$i){ name } }',
      { id, i: { name: 'TFT', slug: 'tft' } },
    );
    expect(updated.data.updateGameCategory.name).toBe('TFT');
    expect((await gql('mutation($id:Int!){ deleteGameCategory(id:$id) }', { id })).data.deleteGameCategory).toBe(true);

    const styles = {
      backgroundColor: '#000000',
      borderColor: '#111111',
      glowColor: '#222222',
      textColor: '#ffffff',
      accentColor: '#333333',
    };
    const design = await gql(
      'mutation($g:String!,$i: CardDesignInput!){ upsertCardDesign(gameSlug:$g, input:$i){ gameSlug isDefault cardStyles { borderColor } } }',
      { g: 'valorant', i: { cardStyles: styles } },
    );
    expect(design.data.upsertCardDesign).toEqual({
      gameSlug: 'valorant',
      isDefault: false,
      cardStyles: { borderColor: '#111111' },
    });
    const read = await gql('{ cardDesign(gameSlug:"valorant"){ cardStyles { accentColor } } }', {}, {});
    expect(read.data.cardDesign.cardStyles.accentColor).toBe('#333333');

    const customer = { userId: 5, isAdmin: false };
    expect((await create({ title: 'x', price: '1' }, customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('{ adminProducts { id } }', {}, customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await gql(
          'mutation($g:String!,$i: CardDesignInput!){ upsertCardDesign(gameSlug:$g, input:$i){ gameSlug } }',
          { g: 'lol', i: { cardStyles: styles } },
          customer,
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it("the import steps answer only commerce's service identity", async () => {
    const result = await gql('mutation($b:String!){ publishImportBatch(batchId:$b) }', { b: 'x' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
