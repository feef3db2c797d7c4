import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RgbaImage } from './barcode-reader';
import { findInPages, type PageLimits, PdfUnreadable, renderScale } from './pdf-pages';

const LIMITS: PageLimits = { maxPages: 3, maxSidePx: 4000, maxScale: 300 / 72, maxImagePixels: 1_000_000 };

async function pdfOf(sizes: [number, number][], draw?: (doc: PDFDocument) => Promise<void>) {
  const doc = await PDFDocument.create();
  for (const size of sizes) doc.addPage(size);
  await draw?.(doc);
  return doc.save();
}

/** Every page drawn, each copied: a page's pixels are only lent while it is looked at. */
async function rendered(bytes: Uint8Array, limits = LIMITS): Promise<RgbaImage[]> {
  const pages: RgbaImage[] = [];
  await findInPages(bytes, limits, async (page) => {
    pages.push({ ...page, data: Buffer.from(page.data) });
    return null;
  });
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

describe('findInPages', () => {
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

  it('stops at the first page where something is found', async () => {
    const bytes = await pdfOf([
      [100, 100],
      [200, 100],
      [300, 100],
    ]);
    const seen: number[] = [];
    const found = await findInPages(bytes, LIMITS, async ({ width }) => {
      seen.push(width);
      return seen.length === 2 ? 'found' : null;
    });
    expect(found).toBe('found');
    expect(seen).toEqual([417, 833]);
  });

  it('lends each page as opaque RGBA pixels', async () => {
    const bytes = await pdfOf([], async (doc) => {
      doc.addPage([10, 10]).drawRectangle({ x: 0, y: 0, width: 10, height: 10, color: rgb(1, 0, 0) });
    });
    const [red] = await rendered(bytes);
    expect([...red!.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
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
