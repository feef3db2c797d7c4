import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGO_PNG } from './demo-logo-png';
import { DEMO_LOGO_SIDE_PX, DEMO_MARK } from './demo-mark';

const pixelsOf = (image: Sharp) => image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the demo logo', () => {
  it('is the demo mark drawn at twice the logo size (npx tsx scripts/draw-demo-logo.ts draws it again)', async () => {
    const kept = await pixelsOf(sharp(DEMO_LOGO_PNG));
    const drawn = await pixelsOf(
      sharp(Buffer.from(DEMO_MARK)).resize(DEMO_LOGO_SIDE_PX, DEMO_LOGO_SIDE_PX).png(),
    );
    expect(kept.info.format).toBe('raw');
    expect([kept.info.width, kept.info.height]).toEqual([DEMO_LOGO_SIDE_PX, DEMO_LOGO_SIDE_PX]);
    expect(kept.data.equals(drawn.data)).toBe(true);
  });
});
