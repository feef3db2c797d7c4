// Proof files made in the test: a receipt photo with the DANFE's CODE-128 barcode of an access key
// on a white page, a page with no barcode, a small PDF, and a multipart body carrying one file.
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

/** A white A4-like page with the key's barcode printed on it, as a JPEG (or PNG). */
export async function receiptWithBarcode(
  chave: string,
  {
    width = 1654,
    height = 2339,
    format = 'jpeg',
  }: { width?: number; height?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: chave, scale: 3, height: 15 });
  const page = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    { input: barcode, left: Math.round(width * 0.1), top: Math.round(height * 0.15) },
  ]);
  return format === 'png' ? page.png().toBuffer() : page.jpeg({ quality: 85 }).toBuffer();
}

/** A page with nothing to read on it. */
export const blankPage = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();

/** The smallest well-formed one-page PDF. */
export const smallPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A multipart body with one file; the name and type are whatever the client claims. */
export function multipartFile(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----rota${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
