import type { EmotionCache } from '@emotion/cache';

/**
 * Everything emotion inserted during this request, as the style tags @emotion/cache hydrates in the
 * browser (`data-emotion="css <ids>"` for class names, `css-global <names>` for <Global>): what
 * @emotion/server's extractCritical writes, read from a per-request cache in compat mode.
 */
export function emotionStyleTags(cache: EmotionCache, nonce?: string): string {
  const ids: string[] = [];
  const globals: string[] = [];
  let css = '';
  let globalCss = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(id);
      globalCss += rules;
    } else {
      ids.push(id);
      css += rules;
    }
  }
  const attr = nonce ? ` nonce="${nonce}"` : '';
  return (
    (globals.length
      ? `<style data-emotion="${cache.key}-global ${globals.join(' ')}"${attr}>${globalCss}</style>`
      : '') + `<style data-emotion="${cache.key} ${ids.join(' ')}"${attr}>${css}</style>`
  );
}
