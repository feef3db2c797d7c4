import { describe, expect, it } from 'vitest';
import { sniffProofKind } from './file-kind';

describe('sniffProofKind', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffProofKind(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('jpeg');
    expect(sniffProofKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffProofKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffProofKind(Buffer.from('\r\n%PDF-1.4\n'))).toBe('pdf');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffProofKind(Buffer.from('texto com nome de foto.jpg'))).toBeNull();
    expect(sniffProofKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffProofKind(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffProofKind(Buffer.alloc(0))).toBeNull();
  });
});
