// Turns the bytes of one XML file into text before parsing. NF-e files are UTF-8 as the layout
// requires, but real exports also carry a UTF-8 BOM or an ISO-8859-1 / windows-1252 declaration.
// The WHATWG 'latin1' label is windows-1252, a superset of ISO-8859-1 for printable text.

export interface DecodedXml {
  text: string;
  encoding: 'utf-8' | 'latin1';
  /** Set when the file claimed (or defaulted to) UTF-8 but its bytes were not valid UTF-8. */
  fellBackToLatin1: boolean;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const latin1 = new TextDecoder('latin1');

const LATIN1_LABELS = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252']);
const ENCODING_ATTRIBUTE = /encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
const DECLARATION_SCAN_BYTES = 200;

function declaredEncoding(bytes: Uint8Array, start: number): string | null {
  // '<?xml' in ASCII; the declaration, when present, must be the first thing in the file.
  if (bytes[start] !== 0x3c || bytes[start + 1] !== 0x3f) return null;
  const end = Math.min(bytes.length, start + DECLARATION_SCAN_BYTES);
  let head = '';
  for (let index = start; index < end; index += 1) {
    const byte = bytes[index] ?? 0;
    head += String.fromCharCode(byte);
    if (byte === 0x3e) break; // '>' closes the declaration
  }
  const match = ENCODING_ATTRIBUTE.exec(head);
  return match?.[1]?.toLowerCase() ?? null;
}

export function decodeXml(bytes: Uint8Array): DecodedXml {
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const start = hasBom ? 3 : 0;
  const body = start === 0 ? bytes : bytes.subarray(start);
  const declared = hasBom ? null : declaredEncoding(bytes, start);
  if (declared !== null && LATIN1_LABELS.has(declared)) {
    return { text: latin1.decode(body), encoding: 'latin1', fellBackToLatin1: false };
  }
  try {
    return { text: strictUtf8.decode(body), encoding: 'utf-8', fellBackToLatin1: false };
  } catch {
    // Not valid UTF-8 although nothing said otherwise: such files are almost always windows-1252.
    return { text: latin1.decode(body), encoding: 'latin1', fellBackToLatin1: true };
  }
}
