import { useState } from 'react';
import { Button } from './button';
import { theme } from './theme';

const row = { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' } as const;

/** The texts of a secret shown once, in the microfrontend's own words (its messages module). */
export interface ShownOnceTexts {
  /** What to do with it now, above it. */
  note: string;
  /** The secret's accessible name (the `<code>` holding it). */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The button that hides it for good. */
  done: string;
}

/**
 * A secret the server answers once (an API key, a webhook's signing secret): shown with Copy and
 * a button that hides it for good. Nothing keeps it after `onDone`.
 */
export function ShownOnce({ value, texts, onDone }: { value: string; texts: ShownOnceTexts; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(texts.copied);
    } catch {
      setCopied(texts.copyFailed);
    }
  };
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <p css={{ margin: 0, fontWeight: 600 }}>{texts.note}</p>
      <code
        aria-label={texts.label}
        css={{ wordBreak: 'break-all', padding: 12, background: theme.colors.border, borderRadius: theme.radius }}
      >
        {value}
      </code>
      <div css={row}>
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="ghost" onClick={onDone}>
          {texts.done}
        </Button>
        {copied && <span role="status">{copied}</span>}
      </div>
    </div>
  );
}

/** A choice of several fixed names (scopes, events): a checkbox each, the name in code. */
export function CodeCheckboxes({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      <legend css={{ marginBottom: 6, fontWeight: 600 }}>{legend}</legend>
      {options.map((option) => (
        <label key={option} css={row}>
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(event) =>
              onChange(event.target.checked ? [...selected, option] : selected.filter((given) => given !== option))
            }
          />
          <code>{option}</code>
        </label>
      ))}
    </fieldset>
  );
}
