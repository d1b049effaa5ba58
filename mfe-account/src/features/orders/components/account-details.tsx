import { parseAccountLine, type ParsedAccount } from '@shop/shared';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';

type FieldName = keyof typeof messages.orders.fields;

/** The order of the spec's account code display. */
const FIELDS: FieldName[] = [
  'server',
  'username',
  'password',
  'blueEssence',
  'orangeEssence',
  'email',
  'nick',
  'birthDate',
  'creationDate',
  'lastGameDate',
  'creationCountry',
  'skins',
];

function fieldValue(account: ParsedAccount, name: FieldName): string {
  const value = account[name];
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** Each delivered line as labelled fields when it parses; the raw text is always shown too. */
function parsedLines(text: string): ParsedAccount[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [parseAccountLine(line)];
      } catch {
        return [];
      }
    });
}

const list = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 14px;
  margin: 0 0 12px;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

export function AccountDetails({ text }: { text: string }) {
  const accounts = parsedLines(text);
  return (
    <div>
      {accounts.map((account, index) => (
        <dl key={index} css={list}>
          {FIELDS.map((name) => {
            const value = fieldValue(account, name);
            return value ? (
              <div key={name} css={{ display: 'contents' }}>
                <dt>{messages.orders.fields[name]}</dt>
                <dd>{value}</dd>
              </div>
            ) : null;
          })}
        </dl>
      ))}
      <pre
        css={{
          margin: 0,
          padding: 12,
          borderRadius: 8,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.borderMuted}`,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 13,
        }}
      >
        {text}
      </pre>
    </div>
  );
}
