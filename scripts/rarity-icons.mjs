// Writes mfe-storefront/src/features/products/lib/rarity-icons.ts: each rarity's gem (the card's
// skin chips) as a PNG data URL, 36 x 36 pixels (12 CSS pixels at 3x), in the colours of
// RARITY_COLORS (card-helpers.ts). PNG, not SVG: an SVG image costs the browser a document of its
// own (measured 42-78 ms of the product list's first parse on the page's main thread, for four
// rarities); a PNG is decoded off it. Run it after changing a rarity's colour:
//   node scripts/rarity-icons.mjs
// (rarity-icons.spec.ts fails while the file and the colours disagree.)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const helpers = fs.readFileSync(path.join(root, 'mfe-storefront/src/features/products/lib/card-helpers.ts'), 'utf8');
const block = helpers.match(/RARITY_COLORS[^{]*\{([^}]*)\}/)?.[1];
if (!block) throw new Error('RARITY_COLORS not found in card-helpers.ts');
const colors = Object.fromEntries([...block.matchAll(/(\w+):\s*'#([0-9a-f]{6})'/gi)].map((m) => [m[1], m[2]]));

const SIZE = 36;
const SCALE = SIZE / 16; // the gem is drawn on a 16 x 16 grid
const SAMPLES = 4; // per axis: 16 samples a pixel for smooth edges
const GEM = [
  [8, 1],
  [14, 6],
  [8, 15],
  [2, 6],
];
const TOP_FACET = [
  [8, 1],
  [14, 6],
  [2, 6],
];

function inside(polygon, x, y) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function pixels(hex) {
  const base = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  // The top facet: white at 35 % over the colour.
  const lit = base.map((channel) => Math.round(channel + (255 - channel) * 0.35));
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let py = 0; py < SIZE; py += 1) {
    const row = py * (1 + SIZE * 4);
    rows[row] = 0; // filter: none
    for (let px = 0; px < SIZE; px += 1) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1)
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / SCALE;
          const y = (py + (sy + 0.5) / SAMPLES) / SCALE;
          if (!inside(GEM, x, y)) continue;
          const colour = inside(TOP_FACET, x, y) ? lit : base;
          covered += 1;
          for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
        }
      const at = row + 1 + px * 4;
      for (let c = 0; c < 3; c += 1) rows[at + c] = covered ? Math.round(sum[c] / covered) : 0;
      rows[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return rows;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(hex) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels(hex), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const lines = Object.entries(colors).map(
  ([rarity, hex]) => `  ${rarity}: 'data:image/png;base64,${png(hex).toString('base64')}',`,
);
const out = path.join(root, 'mfe-storefront/src/features/products/lib/rarity-icons.ts');
fs.writeFileSync(
  out,
  `// Written by scripts/rarity-icons.mjs from RARITY_COLORS (card-helpers.ts): run it after changing a colour.
import type { Rarity } from '../../../lib/skins';

/** Each rarity's gem, 36 x 36 pixels (12 CSS pixels at 3x), as a PNG data URL. */
export const RARITY_ICONS: Record<Rarity, string> = {
${lines.join('\n')}
};
`,
);
console.log(`wrote ${path.relative(root, out)} (${Object.keys(colors).length} rarities)`);
