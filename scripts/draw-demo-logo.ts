// `npx tsx scripts/draw-demo-logo.ts`: draws the demo company's logo from its mark and writes it
// into server/resources/files/demo-logo-png.ts. The server stores those bytes on the first start
// rather than drawing them itself: drawing would load sharp (libvips and its threads, about
// 16 MB) into a server that has not yet been asked for any image.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { DEMO_LOGO_SIDE_PX, DEMO_MARK } from '../server/resources/files/demo-mark';

const png = await sharp(Buffer.from(DEMO_MARK)).resize(DEMO_LOGO_SIDE_PX, DEMO_LOGO_SIDE_PX).png().toBuffer();
const base64 = png.toString('base64');
const lines = base64.match(/.{1,96}/g) ?? [];
writeFileSync(
  new URL('../server/resources/files/demo-logo-png.ts', import.meta.url),
  [
    "// The demo company's logo as a PNG, drawn from its mark (demo-mark.ts) by",
    '// scripts/draw-demo-logo.ts; demo-logo-png.test.ts checks that the two still agree.',
    'export const DEMO_LOGO_PNG = Buffer.from(',
    // Laid out as the project's formatter lays it out.
    ...lines.map(
      (line, index) => `${index === 0 ? '  ' : '    '}'${line}'${index < lines.length - 1 ? ' +' : ','}`,
    ),
    "  'base64',",
    ');',
    '',
  ].join('\n'),
);
console.log(`demo logo: ${png.length} bytes`);
