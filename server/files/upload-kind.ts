// What an uploaded file really is, read from its first bytes, never from its name or the type the
// browser claims: chat attachments and the registers' file fields take photos (PNG, JPEG, WebP,
// GIF) and PDF documents only. Anything else (an SVG that can carry script, an executable renamed
// .png) is refused.

export interface AttachmentKind {
  contentType: string;
  extension: string;
  kind: 'image' | 'pdf';
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function attachmentKind(bytes: Buffer): AttachmentKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png', kind: 'image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { contentType: 'image/jpeg', extension: 'jpg', kind: 'image' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif', kind: 'image' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp', kind: 'image' };
  if (startsWith(bytes, ascii('%PDF-')))
    return { contentType: 'application/pdf', extension: 'pdf', kind: 'pdf' };
  return undefined;
}

/** The sender's file name as shown to the others: no folders, no control characters, not too long. */
export function displayName(filename: string | undefined, fallback: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}
