import { describe, expect, it } from 'vitest';
import { imageEncodingFor } from './comprovante';

describe('imageEncodingFor', () => {
  it('reads the spec defaults (quality 0, compression 40) as WebP 80 at about 2800 px', () => {
    expect(imageEncodingFor(0, 40)).toEqual({ quality: 80, maxSidePx: 2806 });
  });

  it('takes a quality of 1 to 100 as it is and shrinks the image as the level grows', () => {
    expect(imageEncodingFor(55, 0)).toEqual({ quality: 55, maxSidePx: 3508 });
    expect(imageEncodingFor(100, 100)).toEqual({ quality: 100, maxSidePx: 1754 });
  });

  it('keeps values out of range within it', () => {
    expect(imageEncodingFor(250, 180)).toEqual({ quality: 100, maxSidePx: 1754 });
    expect(imageEncodingFor(-5, -10)).toEqual({ quality: 80, maxSidePx: 3508 });
  });
});
