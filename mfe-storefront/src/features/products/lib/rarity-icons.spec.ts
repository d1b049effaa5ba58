import { inflateSync } from 'node:zlib';
import { RARITY_COLORS } from './card-helpers';
import { RARITY_ICONS } from './rarity-icons';

/** The PNG's size and its RGBA pixels (the generator writes one IDAT chunk and unfiltered rows). */
function decode(dataUrl: string): { width: number; height: number; pixel(x: number, y: number): number[] } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const stride = 1 + width * 4;
  return {
    width,
    height,
    pixel: (x, y) => [...rows.subarray(y * stride + 1 + x * 4, y * stride + 1 + x * 4 + 4)],
  };
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

describe('rarity icons', () => {
  it('has a gem for every rarity, in its colour (rerun scripts/rarity-icons.mjs after changing one)', () => {
    expect(Object.keys(RARITY_ICONS).sort()).toEqual(Object.keys(RARITY_COLORS).sort());
    for (const [rarity, hex] of Object.entries(RARITY_COLORS)) {
      const icon = decode(RARITY_ICONS[rarity as keyof typeof RARITY_ICONS]);
      expect([icon.width, icon.height]).toEqual([36, 36]);
      // The gem's lower body is the rarity's colour, opaque; its top facet is lighter; a corner is clear.
      expect(icon.pixel(18, 22)).toEqual([...rgb(hex), 255]);
      expect(
        icon
          .pixel(18, 8)
          .slice(0, 3)
          .reduce((a, b) => a + b),
      ).toBeGreaterThan(rgb(hex).reduce((a, b) => a + b));
      expect(icon.pixel(0, 0)[3]).toBe(0);
    }
  });
});
