// Uploaded plain text with no declared encoding (OCOREN files, CSV saved by a spreadsheet): UTF-8,
// or ISO-8859-1 / windows-1252 as Brazilian carriers and Excel write it. Strict UTF-8 first, since
// latin1 decodes anything and would garble valid UTF-8.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const latin1 = new TextDecoder('latin1');

export function decodeText(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
