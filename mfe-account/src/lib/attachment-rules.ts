import { ATTACHMENT_EXTENSIONS } from '@shop/shared';

/** The file picker's `accept`: the types the spec allows (the rules themselves are `@shop/shared`'s). */
export const ACCEPT_ATTRIBUTE = ATTACHMENT_EXTENSIONS.join(',');

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
