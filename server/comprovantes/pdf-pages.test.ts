import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RgbaImage } from './barcode-reader';
import { type PageLimits, PdfUnreadable, pdfPages, renderScale } from './pdf-pages';

const LIMITS: PageLimits = { maxPages: 3, maxSidePx: 4000, maxScale: 300 / 72, maxImagePixels: 1_000_000 };

async function pdfOf(sizes: [number, number][], draw?: (doc: PDFDocument) => Promise<void>) {
  const doc = await PDFDocument.create();
  for (const size of sizes) doc.addPage(size);
  await draw?.(doc);
  return doc.save();
}

async function rendered(bytes: Uint8Array, limits = LIMITS): Promise<RgbaImage[]> {
  const pages: RgbaImage[] = [];
  for await (const page of pdfPages(bytes, limits)) pages.push(page);
  return pages;
}

/** Pixels whose red channel is below half: what was drawn dark on the white page. */
const darkPixels = ({ data }: RgbaImage) => data.filter((_, i) => i % 4 === 0 && data[i]! < 128).length;

describe('renderScale', () => {
  it('draws at 300 dpi unless the longer side would pass the limit', () => {
    expect(renderScale(595.28, 841.89, LIMITS)).toBeCloseTo(300 / 72);
    expect(renderScale(14_400, 7_200, LIMITS)).toBeCloseTo(4000 / 14_400);
    expect(renderScale(7_200, 14_400, LIMITS)).toBeCloseTo(4000 / 14_400);
  });

  it('gives no scale to a page with no size', () => {
    expect(renderScale(0, 0, LIMITS)).toBe(0);
    expect(renderScale(Number.NaN, 100, LIMITS)).toBe(0);
  });
});

describe('pdfPages', () => {
  it('renders only the first pages, a huge page no larger than the limit', async () => {
    const bytes = await pdfOf([
      [595.28, 841.89],
      [14_400, 7_200], // 200 × 100 inches, the largest page PDF allows
      [100, 50],
      [595.28, 841.89],
    ]);
    const pages = await rendered(bytes);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [2480, 3508],
      [4000, 2000],
      [417, 208],
    ]);
    expect(pages.every((p) => p.data.length === p.width * p.height * 4)).toBe(true);
    expect(darkPixels(pages[0]!)).toBe(0); // a blank page renders white
  });

  it('leaves undrawn an embedded image with more pixels than allowed', async () => {
    const black = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const bytes = await pdfOf([], async (doc) => {
      const image = await doc.embedPng(black);
      doc.addPage([100, 100]).drawImage(image, { x: 0, y: 0, width: 100, height: 100 });
    });
    const [drawn] = await rendered(bytes, { ...LIMITS, maxImagePixels: 40_000 });
    expect(darkPixels(drawn!)).toBe(drawn!.width * drawn!.height);
    const [skipped] = await rendered(bytes, { ...LIMITS, maxImagePixels: 39_999 });
    expect(darkPixels(skipped!)).toBe(0);
  });

  it('refuses what is no PDF behind its header', async () => {
    await expect(rendered(Buffer.from('%PDF-1.7\nnada aqui\n'.repeat(20)))).rejects.toBeInstanceOf(
      PdfUnreadable,
    );
  });
});
