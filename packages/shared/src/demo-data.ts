import { ACCOUNT_TYPES } from './catalog-constants';

/**
 * Deterministic demo catalogue for `npm start` on an empty database. Catalog seeds the
 * descriptive products, commerce seeds the credential units for the same product ids; both
 * read this one generator so they agree without talking to each other.
 */

export interface DemoProduct {
  id: number;
  productCode: string;
  title: string;
  description: string;
  price: string;
  server: string;
  rankStatus: 'ranked' | 'unranked';
  accountType: 'fresh' | 'ranked';
  subCategory: string;
  blueEssence: number;
  skins: string[];
  /** Credential lines in the spec's old or new format, one per unit. */
  units: string[];
  /** Stock of a product sold without credentials (delivered by hand later); commerce's manual counter. */
  manualStock?: number;
}

/**
 * A product without credentials, sold from a manual stock counter: its orders stay waiting for
 * delivery (the account area's 'Waiting for account delivery' panel). Not on the EUW listing
 * pages; reached through its detail page, /product/37.
 */
function manualDeliveryProduct(id: number): DemoProduct {
  return {
    id,
    productCode: `LOL-NA-${String(id).padStart(4, '0')}`,
    title: 'NA Hand-Delivered Fresh Account 50-60k',
    description: [
      'Level 30 NA account, prepared by our team after your order',
      'Delivered by hand, usually within 24 hours',
      '14 day warranty',
    ].join('\n'),
    price: '9.99',
    server: 'NA',
    rankStatus: 'unranked',
    accountType: 'fresh',
    subCategory: '50-60k',
    blueEssence: 55_000,
    skins: [],
    units: [],
    manualStock: 25,
  };
}

const DEMO_SKINS = [
  'EPIC Arcade Sona',
  'LEGENDARY Pulsefire Ezreal',
  'EPIC Star Guardian Lux',
  'RARE Dragon Trainer Tristana',
  'EPIC PROJECT: Yi',
  'LEGENDARY God-King Darius',
  'EPIC Blood Moon Thresh',
  'RARE Sandstorm Ezreal',
  'EPIC High Noon Lucian',
  'LEGENDARY Spirit Blossom Ahri',
  'EPIC K/DA Akali',
  "RARE Mecha Kha'Zix",
  'EPIC Battle Academia Ezreal',
  'ULTIMATE Elementalist Lux',
  'EPIC Coven LeBlanc',
  'DEFAULT Classic Annie',
  'EPIC Odyssey Jinx',
  'LEGENDARY Dark Star Thresh',
  'RARE Safari Caitlyn',
  'EPIC Cosmic Queen Ashe',
  "MYTHIC Prestige K/DA Kai'Sa",
  'EPIC Winterblessed Diana',
  'LEGENDARY Lunar Empress Lux',
  'EPIC Spirit Blossom Yasuo',
  'RARE Surfer Singed',
  'EPIC Pool Party Graves',
  'ULTIMATE DJ Sona',
  'LEGENDARY Program LeBlanc',
  'EPIC Soul Fighter Samira',
  'EPIC Arcana Camille',
  'RARE Headhunter Caitlyn',
  'EPIC Star Guardian Ahri',
] as const;

const SERVERS_USED = ['EUW', 'EUNE', 'NA', 'TR', 'BR', 'OCE'] as const;
const FIRST = ['shadow', 'frost', 'nova', 'blaze', 'rune', 'storm', 'lunar', 'vex', 'ember', 'zen'];
const COUNTRIES = ['Turkey', 'Germany', 'France', 'Poland', 'Spain', 'Brazil', 'United States'];

/** A small seeded random generator (mulberry32): the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function beRange(subCategory: string): [number, number] {
  const match = /^(\d+)-(\d+)k$/.exec(subCategory);
  if (match) return [Number(match[1]) * 1000, Number(match[2]) * 1000 - 1];
  return [20_000, 45_000];
}

/** The demo catalogue: `count` accounts with credential units (ids 1..count), then one manual-delivery product. */
export function demoProducts(count = 36): DemoProduct[] {
  const random = mulberry32(2017);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const products: DemoProduct[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    // The first twelve are EUW (the listing pages' fixed server) and cover every account type and
    // subcategory twice; the rest spread over the other servers, mostly fresh accounts.
    const euw = i < 12;
    const type = ACCOUNT_TYPES[euw ? Math.floor((i % 6) / 3) : i % 3 === 2 ? 1 : 0];
    const subCategory = type.subcategories[euw ? i % 3 : Math.floor(i / 2) % type.subcategories.length];
    const server = euw ? 'EUW' : SERVERS_USED[i % SERVERS_USED.length];
    const [low, high] = beRange(subCategory);
    const blueEssence = Math.round((low + random() * (high - low)) / 10) * 10;
    const skinCount = 1 + Math.floor(random() * 6);
    const skins = [...new Set(Array.from({ length: skinCount }, () => pick(DEMO_SKINS)))];
    const basePriceCents =
      (type.id === 'ranked' ? 1499 : 499) + Math.floor(blueEssence / 10_000) * 200 + skins.length * 150;
    const price = `${Math.floor(basePriceCents / 100)}.${String(basePriceCents % 100).padStart(2, '0')}`;
    const unitCount = 1 + Math.floor(random() * 3);
    const units = Array.from({ length: unitCount }, (_, u) => {
      const user = `${pick(FIRST)}${server.toLowerCase()}${id}${String.fromCharCode(97 + u)}`;
      const password = `Pw-${Math.floor(random() * 1e8).toString(36)}${id}${u}`;
      if (id % 4 === 0) {
        return `Server: ${server} Username: ${user} Password: ${password} Blueessences: ${blueEssence} Skins: ${skins.join(', ')}`;
      }
      const orange = Math.round(random() * 3000);
      const created = `2025-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + ((u * 7) % 28)).padStart(2, '0')}`;
      return [
        server,
        user,
        password,
        blueEssence,
        orange,
        `${user}@mail.test`,
        `${user}Nick`,
        '2000-01-01',
        created,
        '2026-10-30',
        pick(COUNTRIES),
        skins.join(', '),
      ].join(' : ');
    });
    products.push({
      id,
      productCode: `LOL-${server}-${String(id).padStart(4, '0')}`,
      title: `${server} ${type.name} ${subCategory}`,
      description: [
        `Level 30 ${server} account, ready to play`,
        `${blueEssence.toLocaleString('en-US')} blue essence`,
        `${skins.length} skin${skins.length === 1 ? '' : 's'}`,
        'Instant delivery, 14 day warranty',
      ].join('\n'),
      price,
      server,
      rankStatus: type.rankStatus,
      accountType: type.id,
      subCategory,
      blueEssence,
      skins,
      units,
    });
  }
  products.push(manualDeliveryProduct(count + 1));
  return products;
}
