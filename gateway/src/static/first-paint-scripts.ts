import crypto from 'node:crypto';
import type { Response } from 'express';

/**
 * The inline scripts of a page (`<script>` without `src`) as Content-Security-Policy hash sources.
 * A first paint may carry one for what only the browser knows before the page's code runs (the
 * account's /cart: whether the cart in its storage is empty); the page's policy allows exactly
 * those texts, so the site's policy stays without 'unsafe-inline' for scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `policy` with `hashes` added to its script-src directive (a policy without one is left as it is). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}

/**
 * Allows a page's own inline scripts in the Content-Security-Policy the security headers set on
 * `res` (securityHeaders runs first), computed once per version of the page's HTML.
 */
export function pageScriptPolicy(): (res: Response, html: string) => void {
  let cached: { html: string; hashes: string[] } | undefined;
  return (res, html) => {
    if (cached?.html !== html) cached = { html, hashes: inlineScriptHashes(html) };
    const policy = res.getHeader('Content-Security-Policy');
    if (cached.hashes.length && typeof policy === 'string')
      res.setHeader('Content-Security-Policy', withScriptHashes(policy, cached.hashes));
  };
}
