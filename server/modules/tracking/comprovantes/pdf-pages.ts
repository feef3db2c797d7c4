// Renders the first pages of an uploaded PDF to RGBA pixels for the barcode reader, with PDF.js
// (its Node build) drawing on @napi-rs/canvas. The file is untrusted: no eval of PDF functions,
// no XFA, no scripts (PDF.js never runs a document's JavaScript when it only renders), no fonts,
// character maps or colour profiles fetched, only the decoders shipped in the package read from
// disk; a bounded number of pages, each at most maxSidePx on its longer side, and embedded images
// above maxImagePixels are left undrawn instead of decoded.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Canvas from '@napi-rs/canvas';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RgbaImage } from './barcode-reader';

const require = createRequire(import.meta.url);

// The loading below keeps the reader thread small (figures in docs/PERFORMANCE.md). @napi-rs/canvas
// would map every system font on loading (over 20 MB on a machine with many fonts, held until the
// process ends, the thread gone or not): the fonts embedded in a PDF are drawn by PDF.js itself,
// and a barcode needs no text, so it loads none. A worker thread's process.env is its own copy.
process.env.DISABLE_SYSTEM_FONTS_LOAD = '1';
const { createCanvas } = require('@napi-rs/canvas') as typeof Canvas;

/**
 * PDF.js loaded with require(), not import: the server's TypeScript loader (tsx) rewrites every
 * imported .mjs holding an import() and attaches a source map of it, and with source maps on Node
 * parses the 8 MB of .map files PDF.js ships; for PDF.js's 3 MB of code that took about 300 MB.
 * Its worker half is handed to it as globalThis.pdfjsWorker (PDF.js's own way to run it on the
 * calling thread), so PDF.js does not import it either.
 */
function loadPdfJs(): typeof PdfJs {
  const sourceMaps = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    const global = globalThis as { pdfjsWorker?: unknown };
    global.pdfjsWorker ??= require('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return require('pdfjs-dist/legacy/build/pdf.mjs') as typeof PdfJs;
  } finally {
    process.setSourceMapsEnabled(sourceMaps);
  }
}

const { getDocument, VerbosityLevel } = loadPdfJs();

/** The PDF cannot be opened or drawn: not a PDF PDF.js understands, or damaged beyond recovery. */
export class PdfUnreadable extends Error {}

export interface PageLimits {
  /** Pages looked at, from the first. */
  maxPages: number;
  /** Longer side of a rendered page, whatever the page's own size. */
  maxSidePx: number;
  /** Largest scale from PDF points (1/72 inch): a small page is not blown up past this. */
  maxScale: number;
  /** Embedded images with more pixels than this are not decoded. */
  maxImagePixels: number;
}

/** The scale that fits a page of width × height points within the limits (never above maxScale). */
export function renderScale(
  width: number,
  height: number,
  limits: Pick<PageLimits, 'maxSidePx' | 'maxScale'>,
) {
  const longer = Math.max(Math.abs(width), Math.abs(height));
  if (!Number.isFinite(longer) || longer <= 0) return 0;
  return Math.min(limits.maxScale, limits.maxSidePx / longer);
}

/** The decoders PDF.js loads as WebAssembly (JBIG2, JPEG 2000), read from the installed package. */
const wasmDir = () => join(dirname(require.resolve('pdfjs-dist/package.json')), 'wasm') + '/';

const isPasswordError = (error: unknown) => (error as { name?: string }).name === 'PasswordException';

/**
 * Draws the first pages of the PDF one at a time and shows each to `look`, until it finds something
 * (not null), which is returned; null when no page shows anything, and for a PDF locked by a
 * password (it is not broken, only closed to reading). Throws PdfUnreadable for a PDF that cannot
 * be drawn. A page's pixels are the canvas's own memory, not a copy (35 MB saved at 300 dpi):
 * they are lent to `look` until its promise settles, then freed, and must not be kept.
 */
export async function findInPages<T>(
  bytes: Uint8Array,
  limits: PageLimits,
  look: (page: RgbaImage) => Promise<T | null>,
): Promise<T | null> {
  const task = getDocument({
    data: new Uint8Array(bytes), // PDF.js refuses a Buffer and takes ownership of what it gets
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    wasmUrl: wasmDir(),
    maxImageSize: limits.maxImagePixels,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      if (isPasswordError(error)) return null;
      throw new PdfUnreadable(String(error));
    }
    const count = Math.min(document.numPages, limits.maxPages);
    for (let number = 1; number <= count; number += 1) {
      const { canvas, page } = await renderPage(document, number, limits);
      try {
        const found = await look(page);
        if (found !== null) return found;
      } finally {
        // Freed now, not at a garbage collection that this native memory, unseen by V8, would not
        // bring about.
        canvas.width = canvas.height = 0;
      }
    }
    return null;
  } finally {
    await task.destroy();
  }
}

type PdfDocument = PdfJs.PDFDocumentProxy;

async function renderPage(document: PdfDocument, number: number, limits: PageLimits) {
  try {
    const page = await document.getPage(number);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: renderScale(unscaled.width, unscaled.height, limits) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    // PDF.js is typed for the DOM canvas; @napi-rs/canvas is the one it supports on Node. It paints
    // the page white first: the pixels are opaque, the same premultiplied or not.
    await page.render({
      canvas: null,
      canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    page.cleanup();
    return { canvas, page: { data: canvas.data(), width, height } satisfies RgbaImage };
  } catch (error) {
    throw new PdfUnreadable(String(error));
  }
}
