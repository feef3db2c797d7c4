import { describe, expect, it } from 'vitest';
import { attachmentKind, displayName } from './upload-kind';

describe('attachmentKind', () => {
  it('knows images and PDF by their first bytes', () => {
    expect(
      attachmentKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType,
    ).toBe('image/png');
    expect(attachmentKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(attachmentKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(attachmentKind(Buffer.from('%PDF-1.7\n'))?.kind).toBe('pdf');
  });

  it('refuses whatever else, whatever it is called', () => {
    expect(
      attachmentKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeUndefined();
    expect(attachmentKind(Buffer.from('MZ\x90\0'))).toBeUndefined();
    expect(attachmentKind(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('displayName', () => {
  it('keeps the file name only, without control characters', () => {
    expect(displayName('C:\\fotos\\avaria\u0007.jpg', 'anexo')).toBe('avaria.jpg');
    expect(displayName('../../etc/passwd', 'anexo')).toBe('passwd');
    expect(displayName(undefined, 'anexo')).toBe('anexo');
  });
});
