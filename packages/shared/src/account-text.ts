/**
 * The packed account text ("accountUsername" in the spec) in its two documented formats.
 *
 * Old format, one account per line, parts separated by ':' (display uses ' : '):
 *   server : username : password : blue essence : orange essence : e-mail : nick :
 *   birth date : creation date : last game date : creation country : skins (comma list)
 * New format: labelled fields `Server:`, `Username:`, `Password:`, `Blueessences:`, `Skins:`. The
 *   labels delimit the fields, so a separator (`,`, `|` or `;`) before the next label is not part
 *   of the value: `Server: EUNE, Username: u1, Password: p1, Blueessences: 41000, Skins: a, b`.
 *
 * Every step is linear in the length of the line (no regular expression that can backtrack over a
 * run of separators): admins paste whatever a supplier sent, and a line is parsed on every read.
 *
 * One parser serves import (admin), delivery (commerce) and display (storefront), so the three
 * can never disagree about what a line means.
 */
import { SERVERS } from './catalog-constants';
import { normaliseSkins } from './skins/skins';

export type AccountTextFormat = 'old' | 'new';

export interface ParsedAccount {
  format: AccountTextFormat;
  server: string;
  username: string;
  password: string;
  blueEssence: number | null;
  orangeEssence: number | null;
  email: string;
  nick: string;
  birthDate: string;
  creationDate: string;
  lastGameDate: string;
  creationCountry: string;
  skins: string[];
}

export class AccountTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountTextError';
  }
}

const NEW_FORMAT_LABELS = ['Server', 'Username', 'Password', 'Blueessences', 'Skins'] as const;

function toCount(text: string | undefined): number | null {
  if (text === undefined) return null;
  const digits = text.replace(/[.,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** Characters that may end a new-format field before the next label. */
const FIELD_SEPARATORS = new Set([',', '|', ';', ' ', '\t', '\r', '\n', '\f', '\v', '\u00a0']);

/**
 * The text without its trailing separators and spaces. A loop rather than /[,|;\s]+$/: that
 * pattern retries from every character of a long run of separators that does not reach the end,
 * which is quadratic (a 100 KB line of spaces took seconds).
 */
function trimFieldEnd(text: string): string {
  let end = text.length;
  while (end > 0 && FIELD_SEPARATORS.has(text[end - 1])) end -= 1;
  return text.slice(0, end).trim();
}

function splitSkins(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((skin) => skin.trim())
    .filter((skin) => skin.length > 0);
}

/**
 * More skins than the game has ever had (about 1,900): a line listing more is not an account but
 * hostile input, and normalising tens of thousands of entries on every read would cost more than
 * the rest of the parse.
 */
export const MAX_SKINS = 3000;

/** Skins of a line, normalised to 'RARITY Name' so import, delivery and display agree; too many refuse the line. */
function parseSkins(text: string | undefined): string[] {
  const skins = splitSkins(text);
  if (skins.length > MAX_SKINS) throw new AccountTextError(`more than ${MAX_SKINS} skins`);
  return normaliseSkins(skins);
}

/** Skins as display reads them: never throws, at most MAX_SKINS. */
function displaySkins(text: string): string[] {
  return normaliseSkins(splitSkins(text).slice(0, MAX_SKINS));
}

export function isNewFormat(text: string): boolean {
  return /Server\s*:/i.test(text) && /Username\s*:/i.test(text) && /Password\s*:/i.test(text);
}

function parseNewFormat(line: string): ParsedAccount {
  const fields: Partial<Record<(typeof NEW_FORMAT_LABELS)[number], string>> = {};
  const labelPattern = new RegExp(`(${NEW_FORMAT_LABELS.join('|')})\\s*:`, 'gi');
  const marks = [...line.matchAll(labelPattern)];
  marks.forEach((mark, index) => {
    const label = NEW_FORMAT_LABELS.find((l) => l.toLowerCase() === mark[1].toLowerCase())!;
    const start = mark.index + mark[0].length;
    const end = index + 1 < marks.length ? marks[index + 1].index : line.length;
    fields[label] = trimFieldEnd(line.slice(start, end));
  });
  return {
    format: 'new',
    server: (fields.Server ?? '').toUpperCase(),
    username: fields.Username ?? '',
    password: fields.Password ?? '',
    blueEssence: toCount(fields.Blueessences),
    orangeEssence: null,
    email: '',
    nick: '',
    birthDate: '',
    creationDate: '',
    lastGameDate: '',
    creationCountry: '',
    skins: parseSkins(fields.Skins),
  };
}

function parseOldFormat(line: string): ParsedAccount {
  const parts = line.split(':').map((part) => part.trim());
  if (parts.length < 4) {
    throw new AccountTextError(`expected at least server:username:password:blue essence, got ${parts.length} part(s)`);
  }
  const [server, username, password, be, oe, email, nick, birth, created, lastGame, country, ...rest] = parts;
  return {
    format: 'old',
    server: server.toUpperCase(),
    username,
    password,
    blueEssence: toCount(be),
    orangeEssence: toCount(oe),
    email: email ?? '',
    nick: nick ?? '',
    birthDate: birth ?? '',
    creationDate: created ?? '',
    lastGameDate: lastGame ?? '',
    creationCountry: country ?? '',
    // Skins are the last part; a stray ':' inside a skin name must not drop the rest.
    skins: parseSkins(rest.join(':')),
  };
}

/** Parses one account line in either format. Throws AccountTextError when it is not usable. */
export function parseAccountLine(line: string): ParsedAccount {
  const text = line.trim();
  if (!text) throw new AccountTextError('empty line');
  const parsed = isNewFormat(text) ? parseNewFormat(text) : parseOldFormat(text);
  if (!parsed.server) throw new AccountTextError('missing server');
  if (!parsed.username) throw new AccountTextError('missing username');
  if (!parsed.password) throw new AccountTextError('missing password');
  return parsed;
}

/** Blue essence from a packed text: `Blueessences: N`, else the 4th ' : ' part. */
export function readBlueEssence(text: string): number | null {
  const labelled = /Blueessences\s*:\s*([\d.,]+)/i.exec(text);
  if (labelled) return toCount(labelled[1]);
  const parts = text.split(' : ');
  return parts.length >= 4 ? toCount(parts[3]) : null;
}

/**
 * Skins of a packed text (spec §3), normalised: new format, the comma list after 'Skins:';
 * old format, the comma list in the last (12th) ' : ' part, read as the parser reads it, so a
 * line with fewer than 12 parts has no skins.
 */
export function readSkins(text: string): string[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  const labelled = /Skins\s*:(.*)$/is.exec(text);
  if (labelled && isNewFormat(text)) return displaySkins(trimFieldEnd(labelled[1]));
  const parts = text.split(' : ');
  return parts.length >= 12 ? displaySkins(parts.slice(11).join(':')) : [];
}

const MASK = '******';

/**
 * The public form of an account line: same format, so the storefront's documented parsing still
 * finds server, blue essence and skins, but username, password, e-mail, nick and birth date are
 * masked. Public product answers carry only this; the real line stays in commerce.
 */
export function redactAccount(account: ParsedAccount): string {
  const skins = account.skins.join(', ');
  if (account.format === 'new') {
    return `Server: ${account.server} Username: ${MASK} Password: ${MASK} Blueessences: ${account.blueEssence ?? ''} Skins: ${skins}`;
  }
  return [
    account.server,
    MASK,
    MASK,
    account.blueEssence ?? '',
    account.orangeEssence ?? '',
    account.email ? `${MASK}@${MASK}` : '',
    account.nick ? MASK : '',
    account.birthDate ? MASK : '',
    account.creationDate,
    account.lastGameDate,
    account.creationCountry,
    skins,
  ].join(' : ');
}

/** The formats the shop reads, for messages that refuse a line. */
export const ACCOUNT_FORMATS_HELP =
  'eski biçim sunucu:kullanıcı adı:şifre:mavi öz[:turuncu öz:e-posta:nick:doğum tarihi:oluşturma tarihi:son maç tarihi:ülke:kostümler] ' +
  'veya yeni biçim Server: EUW Username: … Password: … Blueessences: … Skins: kostüm1, kostüm2';

/**
 * The public form of a whole account text (one account per line): each line redacted, blank lines
 * dropped. Fails closed: a line the parser does not read throws an AccountTextError naming the
 * line, so nothing unparsed (a password in a shape the parser does not know) is ever published.
 */
export function publicAccountText(text: string): string {
  const lines: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    try {
      lines.push(publicAccountLine(line));
    } catch (error) {
      if (error instanceof AccountTextError) throw new AccountTextError(`line ${index + 1}: ${error.message}`);
      throw error;
    }
  });
  return lines.join('\n');
}

const KNOWN_SERVERS = new Set<string>(SERVERS);

/**
 * One line's public form. Its server is shown as typed, so it must be one the shop knows: a line
 * such as `Server: hunter2 Username: … Password: …` is refused rather than published.
 */
export function publicAccountLine(line: string): string {
  const account = parseAccountLine(line);
  if (!KNOWN_SERVERS.has(account.server)) throw new AccountTextError(`unknown server ${account.server.slice(0, 12)}`);
  return redactAccount(account).trim();
}

/**
 * Whether a line is already public: it parses and its username and password are masked (the
 * product's shown text sent back, not an account). Catalog stores any line redacted anyway; this
 * tells the product dialog's save which lines are accounts for commerce's inventory.
 */
export function isPublicAccountLine(line: string): boolean {
  try {
    const account = parseAccountLine(line);
    return isMasked(account.username) && isMasked(account.password);
  } catch (error) {
    if (error instanceof AccountTextError) return false;
    throw error;
  }
}

/** A value the redaction masked (`******`). */
export function isMasked(value: string): boolean {
  return value.length > 0 && [...value].every((char) => char === '*');
}

/** Every non-blank line is public (see isPublicAccountLine); an empty text is public too. */
export function isPublicAccountText(text: string): boolean {
  return text.split(/\r?\n/).every((line) => !line.trim() || isPublicAccountLine(line));
}

/** Normalised credential line as delivered to the buyer, in the old (' : ') or new format. */
export function formatAccount(account: ParsedAccount): string {
  const skins = account.skins.join(', ');
  if (account.format === 'new') {
    return `Server: ${account.server} Username: ${account.username} Password: ${account.password} Blueessences: ${account.blueEssence ?? ''} Skins: ${skins}`;
  }
  return [
    account.server,
    account.username,
    account.password,
    account.blueEssence ?? '',
    account.orangeEssence ?? '',
    account.email,
    account.nick,
    account.birthDate,
    account.creationDate,
    account.lastGameDate,
    account.creationCountry,
    skins,
  ].join(' : ');
}
