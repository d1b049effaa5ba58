import { useState } from 'react';
import { theme } from '@shop/ui';
import * as messages from '../../../messages';
import { readAccountCode } from '../lib/account-code';

function CopyButton({ value, field }: { value: string; field: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={messages.detail.copyLabel(field)}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 1500);
          },
          () => undefined,
        );
      }}
      css={{
        flex: 'none',
        padding: '3px 10px',
        borderRadius: 6,
        border: `1px solid ${theme.colors.borderMuted}`,
        background: 'transparent',
        color: copied ? theme.colors.success : theme.colors.textMuted,
        fontSize: 12,
        cursor: 'pointer',
        '&:hover': { color: theme.colors.text, borderColor: theme.colors.border },
      }}
    >
      {copied ? messages.detail.copied : messages.detail.copy}
    </button>
  );
}

/** The product's public (redacted) account text, field by field with copy buttons. */
export function AccountCodeView({ text }: { text: string }) {
  const m = messages.detail;
  const code = readAccountCode(text);
  return (
    <section aria-label={m.accountInfo} data-testid="account-code">
      <h2 css={{ margin: '0 0 10px', fontSize: 16, letterSpacing: '0.04em' }}>{m.accountInfo}</h2>
      {code.kind === 'empty' && <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.noAccountInfo}</p>}
      {code.kind === 'raw' && <p css={{ margin: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{code.text}</p>}
      {code.kind === 'fields' && (
        <>
          <p
            css={{
              margin: '0 0 10px',
              fontFamily: 'monospace',
              fontSize: 13,
              color: theme.colors.textMuted,
              overflowWrap: 'anywhere',
            }}
          >
            {code.fields.map((f) => f.value).join(' : ')}
          </p>
          <dl css={{ margin: 0, display: 'grid', gap: 6 }}>
            {code.fields.map((field) => {
              const label = m.accountFields[field.index];
              return (
                <div
                  key={field.index}
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: '4px 10px',
                    padding: '6px 10px',
                    borderRadius: 6,
                    background: 'rgba(37, 99, 235, 0.08)',
                  }}
                >
                  <dt
                    css={{
                      flex: '0 0 120px',
                      color: theme.colors.textMuted,
                      fontSize: 13,
                      [theme.mobile]: { flexBasis: '100%' },
                    }}
                  >
                    {label}
                  </dt>
                  {/* A <dl> group holds only <dt> and <dd>: the copy button is part of the value. */}
                  <dd
                    css={{
                      margin: 0,
                      flex: 1,
                      minWidth: 0,
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: '4px 10px',
                    }}
                  >
                    <span css={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>{field.value}</span>
                    <CopyButton value={field.value} field={label} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}
