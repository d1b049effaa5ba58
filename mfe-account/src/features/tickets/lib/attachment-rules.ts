/** The spec's attachment limits, checked before upload (the server checks names and content again). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.txt'] as const;
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.join(',');

export type AttachmentProblem = 'tooLarge' | 'wrongType' | null;

export function attachmentProblem(file: { name: string; size: number }): AttachmentProblem {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension) ? null : 'wrongType';
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
