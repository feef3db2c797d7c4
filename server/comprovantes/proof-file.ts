// Turns an uploaded proof into what is stored: an image is decoded (turned upright by its EXIF
// orientation), its barcode read at full size, then resized and compressed to WebP with the
// company's settings; a PDF has its first pages rendered and their barcodes read (pdf-key.ts),
// and is kept as it came.
import sharp from 'sharp';
import { imageEncodingFor } from '../../src/domain/entrega/comprovante';
import { readAccessKey } from './barcode-reader';
import { readPdfKey } from './pdf-key';
import { type ProofFileKind, sniffProofKind } from './file-kind';

export class ProofFileRejected extends Error {}

export interface PreparedProof {
  kind: ProofFileKind;
  /** The access key read from the barcode; null when none could be read. */
  chaveLida: string | null;
  /** The bytes to store and their type. */
  stored: Buffer;
  tipo: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
}

export interface ImageSettings {
  imageQuality: number;
  compressionLevel: number;
}

/** Larger photos are read at this size: enough for the barcode, bounded in time and memory. */
const READ_MAX_SIDE_PX = 4000;
/** Images decoded at most this many pixels (a 100-megapixel bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 80_000_000;

export function checkedKind(bytes: Buffer): ProofFileKind {
  const kind = sniffProofKind(bytes);
  if (!kind) throw new ProofFileRejected('Arquivo não aceito: envie uma imagem JPEG ou PNG, ou um PDF.');
  return kind;
}

const imageOf = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** The access key on an image's barcode (null when none); refuses a broken image. */
async function keyOnImage(bytes: Buffer): Promise<string | null> {
  const pixels = await decoded(
    imageOf(bytes)
      .resize(READ_MAX_SIDE_PX, READ_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return readAccessKey({ data: pixels.data, width: pixels.info.width, height: pixels.info.height });
}

/**
 * The access key on the barcode of a PDF's first pages (null when none, or when the PDF could not
 * be read within the time, memory or queue limits); refuses a PDF that cannot be opened.
 */
async function keyOnPdf(bytes: Buffer): Promise<string | null> {
  const reading = await readPdfKey(bytes);
  if (reading.outcome === 'unreadable')
    throw new ProofFileRejected('O PDF está corrompido ou incompleto e não pôde ser lido.');
  return reading.outcome === 'read' ? reading.chave : null;
}

/** Checks a file and reads its key, storing and encoding nothing (the screen's first look). */
export async function readProofKey(
  bytes: Buffer,
): Promise<{ kind: ProofFileKind; chaveLida: string | null }> {
  const kind = checkedKind(bytes);
  return { kind, chaveLida: kind === 'pdf' ? await keyOnPdf(bytes) : await keyOnImage(bytes) };
}

export async function prepareProof(bytes: Buffer, settings: ImageSettings): Promise<PreparedProof> {
  const kind = checkedKind(bytes);
  if (kind === 'pdf') {
    return {
      kind,
      chaveLida: await keyOnPdf(bytes),
      stored: bytes,
      tipo: 'application/pdf',
      extension: 'pdf',
    };
  }
  const chaveLida = await keyOnImage(bytes);
  const encoding = imageEncodingFor(settings.imageQuality, settings.compressionLevel);
  const stored = await decoded(
    imageOf(bytes)
      .resize(encoding.maxSidePx, encoding.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: encoding.quality })
      .toBuffer(),
  );
  return { kind, chaveLida, stored, tipo: 'image/webp', extension: 'webp' };
}

/** sharp's own message names the codec; the user needs to know only that the image is broken. */
async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new ProofFileRejected('A imagem está corrompida ou incompleta e não pôde ser lida.');
  }
}
