// The raw baseline of `npm run bench`: plain `node:http` + `pg`, answering `GET /api/products/all`
// and `GET /api/products/detail/:id` with the same JSON shape as the shop, straight from SQL over
// the same rows (catalog.product joined with the stock counted from commerce.inventory_unit and
// commerce.manual_stock, as commerce counts it). It is the floor the shop is measured against, so
// it deliberately does NOT do what the shop must: no sessions, no anti-forgery or security
// headers, no input guard, no throttles, no federation (one SQL query instead of a gateway query
// plan over two subgraphs), no GraphQL validation or logging. Run as its own process:
// `node raw-baseline.mjs <databaseUrl>`; it prints `listening <port>` on stdout.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
const { CARD_FEATURE_SLOTS, cardColumn, withCardTextDefaults, withDisplayDefaults } = require(
  path.join(root, 'packages/shared/dist/index.js'),
);

// The keys the facade's GraphQL fragment selects, in its order (absent texts are null there).
const CARD_TEXT_FIELDS = [
  'warranty',
  'deliveryTime',
  'level',
  'email',
  'ranked',
  'champions',
  'skins',
  'honor',
  'access',
  'deliveryType',
  'support',
  'paymentMethods',
  'paymentInfo',
  'extra1',
  'extra2',
  'extra3',
];

const SELECT = `
  select p.*, coalesce(u.unsold, 0) + coalesce(m.quantity, 0) as stock, coalesce(u.total, 0) > 0 as has_account_data
    from catalog.product p
    left join (select product_id, count(*) filter (where order_id is null) as unsold, count(*) as total
                 from commerce.inventory_unit where status = 'active' group by product_id) u on u.product_id = p.id
    left join commerce.manual_stock m on m.product_id = p.id`;
const LIST = `${SELECT} where p.status <> 'Sold' and p.deleted_at is null and not p.hidden order by p.id`;
const DETAIL = `
  select p.*, coalesce(u.unsold, 0) + coalesce(m.quantity, 0) as stock, coalesce(u.total, 0) > 0 as has_account_data
    from catalog.product p
    left join (select product_id, count(*) filter (where order_id is null) as unsold, count(*) as total
                 from commerce.inventory_unit where status = 'active' and product_id = $1 group by product_id) u on u.product_id = p.id
    left join commerce.manual_stock m on m.product_id = p.id
   where p.id = $1 and p.deleted_at is null and not p.hidden`;

function toRest(row) {
  const features = row.card_features ?? {};
  const texts = withCardTextDefaults(row.card_texts, row.warranty_days);
  const stock = Number(row.stock);
  const skins = row.skins ?? [];
  const flat = {};
  for (const { slot } of CARD_FEATURE_SLOTS) {
    const feature = features[slot]?.value?.trim() ? features[slot] : undefined;
    flat[slot] = feature?.value ?? '';
    flat[`${slot}_icon`] = feature?.icon ?? '';
  }
  return {
    id: row.id,
    productCode: row.product_code,
    title: row.title,
    description: row.description,
    price: row.price,
    status: row.status === 'Available' && stock <= 0 ? 'Out of Stock' : row.status,
    stock,
    hasAccountData: row.has_account_data,
    gameSlug: row.game_slug,
    gameId: row.game_id,
    rankStatus: row.rank_status,
    accountType: row.account_type,
    subCategory: row.sub_category,
    server: row.server,
    accountUsername: row.account_text,
    accountCodes: '',
    blueEssence: row.blue_essence,
    skins,
    skinCount: row.skin_count ?? skins.length,
    deliveryMethod: row.delivery_method,
    level: row.level,
    championCount: row.champion_count,
    imagePath: row.image_path,
    coverImage: row.cover_image,
    cardBadge: row.card_badge,
    cardColor: row.card_color,
    displayPriority: row.display_priority,
    featured: row.featured,
    warrantyDays: row.warranty_days,
    replacementLimit: row.replacement_limit,
    originalPrice: row.original_price,
    discountPercentage: row.discount_percentage,
    contactInstructions: row.contact_instructions,
    cardTexts: Object.fromEntries(CARD_TEXT_FIELDS.map((key) => [key, texts[key] ?? null])),
    leftColumn: cardColumn(features, 'left'),
    rightColumn: cardColumn(features, 'right'),
    orderColumn: cardColumn(features, 'order'),
    customFeatures: JSON.stringify(
      (row.custom_features ?? []).map(({ id, icon, label, value }) => ({ id, icon, label, value })),
    ),
    displayOptions: JSON.stringify(withDisplayDefaults(row.display_options)),
    ...flat,
    createdAt: row.created_at,
  };
}

export function startRawBaseline(databaseUrl, port = 0) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url, 'http://raw');
      if (req.method === 'GET' && pathname === '/api/products/all') {
        return send(res, 200, (await pool.query(LIST)).rows.map(toRest));
      }
      const detail = /^\/api\/products\/detail\/(\d{1,9})$/.exec(pathname);
      if (req.method === 'GET' && detail) {
        const { rows } = await pool.query(DETAIL, [Number(detail[1])]);
        return rows.length ? send(res, 200, toRest(rows[0])) : send(res, 404, { message: 'Product not found' });
      }
      send(res, 404, { message: 'Not found' });
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => server.close(() => pool.end().then(done))),
      }),
    ),
  );
}

if (process.argv[1] === import.meta.filename) {
  const { port } = await startRawBaseline(process.argv[2]);
  console.log(`listening ${port}`);
}
