import { useEffect, useState } from 'react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import { initRemotes, previewState } from '../remote-registry';

const m = messages.preview;

/**
 * A slim bar while a preview link pins builds for this browser (issue 36): which builds, and
 * 'Exit preview' (the gateway's /preview/exit clears the cookie and goes home).
 */
export function PreviewBar() {
  const [preview, setPreview] = useState(previewState);
  useEffect(() => {
    let live = true;
    initRemotes().then(
      () => live && setPreview(previewState()),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!preview) return null;
  return (
    <div
      role="region"
      aria-label={m.label}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        justifyContent: 'center',
        padding: '4px 12px',
        fontSize: 13,
        background: theme.colors.surfaceRaised,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <span>{m.builds(Object.entries(preview.builds))}</span>
      <a href="/preview/exit" css={{ color: theme.colors.text, fontWeight: 600 }}>
        {m.exit}
      </a>
    </div>
  );
}
