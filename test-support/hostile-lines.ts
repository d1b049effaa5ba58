import {
  AccountTextError,
  parseAccountLine,
  publicAccountText,
  readBlueEssence,
  readSkins,
  redactAccount,
} from '@shop/shared';

// Account lines of 100 KB shaped against the account parser's own steps (label search, field
// ends, skin lists, the old format's ':' parts), the parser's public steps, and what each step
// answers on each line: a value, or the parser's refusal (AccountTextError) with its message.
// Used by security/parser-redos.test.ts (the answers) and timing/parser.test.ts (their time).

export const SIZE = 100_000;

const fill =
  (unit: string, prefix = '', suffix = '') =>
  (size: number): string =>
    prefix + unit.repeat(Math.ceil((size - prefix.length - suffix.length) / unit.length)) + suffix;
const skins = (size: number): string =>
  `Server: EUW Username: u Password: p Skins: ${Array.from({ length: Math.round((3000 * size) / SIZE) }, (_, i) => `Arcade Sona ${String(i).padStart(20, 'x')}`).join(', ')}`;

/** Each hostile shape at a given length. */
export const HOSTILE: Record<string, (size: number) => string> = {
  'spaces before the end of a field': fill(' ', 'Server: EUW Username: u Password: ', 'x'),
  'separators before the end of the skins': fill(' ;|,', 'Server: EUW Username: u Password: p Skins: ', 'x'),
  'separators before the next label': fill(', ', 'Server: EUW Username: u Password: p', 'Skins: x'),
  'labels without values': fill('Server:'),
  'labels with spaces and no colon': fill('Username   '),
  'repeated a:': fill('a:'),
  'repeated " : "': fill(' : ', 'EUW', 'x'),
  'commas in the skins': fill(',', 'Server: EUW Username: u Password: p Blueessences: 1 Skins: '),
  'blue essence label and spaces': fill(' ', 'Blueessences', 'x'),
  'digits after the blue essence': fill('1,', 'Server: EUW Username: u Password: p Blueessences: '),
  'only whitespace': fill('\t \u00a0'),
  'as many skins as a line may list': skins,
};

/** The parser's public steps: what one request runs on one line. */
export const STEPS: Record<string, (line: string) => unknown> = {
  'parse and redact (import, delivery)': (line) => redactAccount(parseAccountLine(line)),
  'public text (catalog)': publicAccountText,
  'blue essence and skins (storefront)': (line) => [readBlueEssence(line), readSkins(line)],
};

const parts = 'expected at least server:username:password:blue essence, got 1 part(s)';
/** The refusals on the 100 KB lines, by shape, then step; every other step answers. */
export const REFUSALS: Record<string, Record<string, string>> = {
  'separators before the end of the skins': {
    'parse and redact (import, delivery)': 'more than 3000 skins',
    'public text (catalog)': 'line 1: more than 3000 skins',
  },
  'labels without values': { 'public text (catalog)': 'line 1: unknown server SERVER' },
  'labels with spaces and no colon': {
    'parse and redact (import, delivery)': parts,
    'public text (catalog)': `line 1: ${parts}`,
  },
  'repeated a:': { 'public text (catalog)': 'line 1: unknown server A' },
  'repeated " : "': {
    'parse and redact (import, delivery)': 'missing username',
    'public text (catalog)': 'line 1: missing username',
  },
  'blue essence label and spaces': {
    'parse and redact (import, delivery)': parts,
    'public text (catalog)': `line 1: ${parts}`,
  },
  'only whitespace': { 'parse and redact (import, delivery)': 'empty line' },
};

/** What a step did with a line: 'answered', 'refused: <message>', or any other error as it was. */
export function outcome(step: (line: string) => unknown, line: string): string {
  try {
    step(line);
    return 'answered';
  } catch (error) {
    if (error instanceof AccountTextError) return `refused: ${error.message}`;
    return `other error: ${String(error)}`;
  }
}

/** The outcome each step must have on each 100 KB line. */
export function expectedOutcome(shape: string, step: string): string {
  const refusal = REFUSALS[shape]?.[step];
  return refusal ? `refused: ${refusal}` : 'answered';
}
