// The kind of an uploaded proof, from its first bytes (magic numbers): the name and the
// Content-Type the client sends are never trusted.
export type ProofFileKind = 'jpeg' | 'png' | 'pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** JPEG, PNG or PDF by signature; null for anything else. */
export function sniffProofKind(bytes: Uint8Array): ProofFileKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  // A PDF may carry a few bytes of junk before its header; readers look in the first kilobyte.
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF.length <= head.length; i += 1) if (startsWith(head, PDF, i)) return 'pdf';
  return null;
}
