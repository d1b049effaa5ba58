import { isNewFormat, parseAccountLine } from '@shop/shared';

export interface AccountField {
  /** Index into the spec's field order: server, username, password, blue essence, orange essence,
   * e-mail, nick, date of birth, creation date, last game date, creation country, skins. */
  index: number;
  value: string;
}

export type AccountCode =
  { kind: 'empty' } | { kind: 'raw'; text: string } | { kind: 'fields'; fields: AccountField[] };

/**
 * How the detail page shows an account code: ' : ' separated fields in the spec's order; fewer
 * than 3 parts → the raw text; nothing → empty. The labelled (new) format is read by the shared
 * parser. React escapes the text when rendering, so no HTML can be injected through it.
 */
export function readAccountCode(text: string | null | undefined): AccountCode {
  const line =
    (text ?? '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (!line) return { kind: 'empty' };
  if (isNewFormat(line)) {
    try {
      const parsed = parseAccountLine(line);
      const values = [
        parsed.server,
        parsed.username,
        parsed.password,
        parsed.blueEssence === null ? '' : String(parsed.blueEssence),
      ];
      const fields = values.map((value, index) => ({ index, value }));
      if (parsed.skins.length > 0) fields.push({ index: 11, value: parsed.skins.join(', ') });
      return { kind: 'fields', fields: fields.filter((f) => f.value !== '') };
    } catch {
      return { kind: 'raw', text: line };
    }
  }
  const parts = line.split(' : ').map((part) => part.trim());
  if (parts.length < 3) return { kind: 'raw', text: line };
  const fields = parts.slice(0, 12).map((value, index) => ({ index, value }));
  // Anything after the 12th part belongs to the skins list.
  if (parts.length > 12) fields[11] = { index: 11, value: parts.slice(11).join(' : ') };
  return { kind: 'fields', fields: fields.filter((f) => f.value !== '') };
}
