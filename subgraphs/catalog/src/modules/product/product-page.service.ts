import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';
import type { ProductService } from './product.service';
import { DEFAULT_PAGE_SIZE, type ProductPageInput, type ProductPageSort } from './product-page.input';
import type { ProductPageType } from './product-page.type';
import type { ProductFilterInput } from './product.input';

/**
 * The storefront list's rules in one WHERE (mfe-storefront product-filters.ts and @shop/shared
 * skins.ts): public (not deleted, not hidden, status not "sold" in any case or padding), in stock
 * (commerce's figure above 0, as its stock feed keeps `product_in_stock`, decision 0074), the
 * path's exact filters, the skin filter (a skin, whitespace collapsed, contains the query
 * case-insensitively: the whole-string match of skinMatches covers its name and last-word
 * matches, which are substrings of it) and the rarity filter (the first word of a skin). A blank
 * skin query keeps products with at least one skin, as `skins.some` does. Bindings, in order:
 * game, game as id, accountType, subCategory, server, skin, rarity.
 */
const WHERE = `deleted_at is null and not hidden and lower(btrim(status)) <> 'sold'
  and exists (select 1 from "${SCHEMA}"."product_in_stock" s where s.product_id = "product".id)
  and (?::text is null or game_slug = ?::text or game_id = ?::int)
  and (?::text is null or account_type = ?::text)
  and (?::text is null or sub_category = ?::text)
  and (?::text is null or server = ?::text)
  and (?::text is null or exists (select 1 from jsonb_array_elements_text(skins) s
    where strpos(lower(regexp_replace(btrim(s), '\\s+', ' ', 'g')), lower(regexp_replace(btrim(?::text), '\\s+', ' ', 'g'))) > 0))
  and (?::text is null or exists (select 1 from jsonb_array_elements_text(skins) s
    where upper(split_part(regexp_replace(btrim(s), '\\s+', ' ', 'g'), ' ', 1)) = upper(btrim(?::text))))`;

/** The list's sorts are stable over the oldest-first answer: every tie falls back to the id. */
const ORDER: Record<ProductPageSort, string> = {
  default: 'id asc',
  'price-desc': 'price desc, id asc',
  'price-asc': 'price asc, id asc',
  'blueEssence-desc': 'blue_essence desc nulls last, id asc',
  'blueEssence-asc': 'blue_essence asc nulls last, id asc',
  'skinCount-desc': 'jsonb_array_length(skins) desc, id asc',
  'skinCount-asc': 'jsonb_array_length(skins) asc, id asc',
};

/** At most this many distinct skins answer the skin filter's suggestions. */
export const MAX_PAGE_SKINS = 5_000;

export const PRODUCT_PAGE_SQL = {
  count: `select count(*)::int as total from "${SCHEMA}"."product" where ${WHERE}`,
  skins: `select distinct btrim(s) as skin from "${SCHEMA}"."product", jsonb_array_elements_text(skins) s
    where ${WHERE} and btrim(s) <> '' order by 1 limit ${MAX_PAGE_SKINS}`,
  ...(Object.fromEntries(
    Object.entries(ORDER).map(([sort, order]) => [
      sort,
      `select id from "${SCHEMA}"."product" where ${WHERE} order by ${order} limit ? offset ?`,
    ]),
  ) as Record<ProductPageSort, string>),
};

function bindings(input: ProductPageInput): unknown[] {
  const game = input.game?.trim() || null;
  const pair = (value: string | null | undefined) => [value || null, value || null];
  return [
    game,
    game,
    game && /^\d+$/.test(game) && Number(game) <= 2_147_483_647 ? Number(game) : null,
    ...pair(input.accountType),
    ...pair(input.subCategory),
    ...pair(input.server),
    // The list ignores an empty filter (`filters.skin && ...`), a blank one is applied.
    ...pair(input.skin),
    ...pair(input.rarity),
  ];
}

export class ProductPageService {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductService,
  ) {}

  /**
   * The distinct skins of the listed products under the path's filters (not the skin and rarity
   * filters): what the list's skin filter suggests from, without the whole list in the browser.
   */
  async skins(filter: ProductFilterInput): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ skin: string }[]>(PRODUCT_PAGE_SQL.skins, bindings({ ...filter, skin: null, rarity: null }));
    return rows.map((row) => row.skin);
  }

  /** One page of the public list, counted and sorted in PostgreSQL; the cards come from the products' read by id. */
  async page(input: ProductPageInput): Promise<ProductPageType> {
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
    const params = bindings(input);
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: number }[]>(PRODUCT_PAGE_SQL.count, params);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(input.page ?? 1, pageCount);
    const rows = await connection.execute<{ id: number }[]>(PRODUCT_PAGE_SQL[input.sort ?? 'default'], [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]);
    const items = await this.products.byId.loadMany(rows.map((row) => row.id));
    return {
      items: items.flatMap((item) => (item && !(item instanceof Error) ? [item] : [])),
      total,
      page,
      pageSize,
      pageCount,
    };
  }
}
