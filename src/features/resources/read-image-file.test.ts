import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, checkImageFile } from './read-image-file';

describe('checkImageFile', () => {
  it('accepts images up to 200 KB', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_LOGO_BYTES })).toBeNull();
  });
  it('refuses larger images', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_LOGO_BYTES + 1 })).toBe('tooLarge');
  });
  it('refuses files that are not images', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('notImage');
  });
});
