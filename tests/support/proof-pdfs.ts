// PDF proofs made in the test with pdf-lib: A4 pages with the access key's CODE-128 barcode drawn
// as vector bars (as the systems that issue a DANFE print it) or inside a scanned page image, on a
// chosen page; pages with nothing to read; and damaged files.
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb } from 'pdf-lib';
import { receiptWithBarcode } from './proof-images';

const A4: [number, number] = [595.28, 841.89];

/** The key's barcode as vector strokes near the top of the page, 1.2 pt a module (about 12 cm wide). */
function drawBars(page: ReturnType<PDFDocument['addPage']>, chave: string) {
  const svg = bwipjs.toSVG({ bcid: 'code128', text: chave, height: 12, scale: 1 });
  // bwip-js draws each bar width as one <path> of vertical strokes of that width.
  for (const [, width, d] of svg.matchAll(/<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g)) {
    page.drawSvgPath(d!, {
      x: 60,
      y: A4[1] - 120,
      scale: 1.2,
      borderWidth: Number(width),
      borderColor: rgb(0, 0, 0),
    });
  }
}

/**
 * An A4 PDF of `pages` pages with the key's barcode on page `on` (1-based), drawn as vector bars
 * or as a page scanned at 200 dpi; the other pages carry a line of text.
 */
export async function pdfWithBarcode(
  chave: string,
  { on = 1, pages = on, style = 'vector' }: { on?: number; pages?: number; style?: 'vector' | 'scan' } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const scan = style === 'scan' ? await doc.embedJpg(await receiptWithBarcode(chave)) : undefined;
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage(A4);
    if (number !== on) page.drawText(`Página ${number} sem código de barras`, { x: 60, y: 700, size: 12 });
    else if (scan) page.drawImage(scan, { x: 0, y: 0, width: A4[0], height: A4[1] });
    else drawBars(page, chave);
  }
  return Buffer.from(await doc.save());
}

/** A one-page A4 PDF with only text on it. */
export async function pdfWithoutBarcode(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage(A4).drawText('Canhoto assinado, sem código de barras', { x: 60, y: 700, size: 14 });
  return Buffer.from(await doc.save());
}

/** A PDF header followed by bytes that are no PDF at all. */
export const corruptPdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('quebrado, sem objetos nem xref\n'.repeat(40))]);
