// The bench's parity check (scripts/bench-shop.mjs): the raw baseline must answer what the shop
// answers, or the ratio compares different work. A field one side serves and the other lacks is
// named, so a field the shop gains fails the bench until the baseline
// (scripts/lib/raw-baseline.mjs) serves it too, in the same change.
const { isDeepStrictEqual } = require('node:util');

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every difference between `raw` and `shop`, each a sentence naming its path. */
function answerDifferences(raw, shop, at = '') {
  if (Array.isArray(raw) && Array.isArray(shop)) {
    if (raw.length !== shop.length)
      return [`${at || 'the answer'}: ${raw.length} items raw, ${shop.length} from the shop`];
    return raw.flatMap((item, i) => answerDifferences(item, shop[i], `${at}[${i}]`));
  }
  if (isRecord(raw) && isRecord(shop)) {
    const problems = [];
    for (const key of Object.keys(shop))
      if (!(key in raw)) problems.push(`${at}.${key}: the shop serves it, the raw baseline lacks it`);
    for (const key of Object.keys(raw))
      if (!(key in shop)) problems.push(`${at}.${key}: the raw baseline serves it, the shop does not`);
    for (const key of Object.keys(shop))
      if (key in raw) problems.push(...answerDifferences(raw[key], shop[key], `${at}.${key}`));
    return problems;
  }
  return isDeepStrictEqual(raw, shop)
    ? []
    : [`${at || 'the answer'}: raw ${JSON.stringify(raw)}, shop ${JSON.stringify(shop)}`];
}

/** Throws, naming up to ten differences, unless `raw` and `shop` are the same answer. */
function expectSameAnswer(what, raw, shop) {
  const problems = answerDifferences(raw, shop);
  if (!problems.length) return;
  const shown = problems.slice(0, 10).join('\n  ');
  const more = problems.length > 10 ? `\n  ... and ${problems.length - 10} more` : '';
  throw new Error(`${what}: the raw baseline does not answer what the shop answers:\n  ${shown}${more}`);
}

module.exports = { answerDifferences, expectSameAnswer };
