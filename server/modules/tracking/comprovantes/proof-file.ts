// Turns an uploaded proof into what is stored: an image is decoded (turned upright by its EXIF
// orientation), its barcode read at full size, then resized and compressed to WebP with the
// company's settings; a PDF has its first pages rendered and their barcodes read (pdf-key.ts),
// and is kept as it came.
import type { ServerMessage } from '../../../messages';
import { imageEncodingFor } from '../../../../src/domain/tracking/entrega/comprovante';
import { readAccessKey } from './barcode-reader';
import { DecodeQueueFull, DecodeSlots } from './decode-slots';
import { readPdfKey } from './pdf-key';
import { type ProofFileKind, sniffProofKind } from './file-kind';
import { loadSharp } from '../../../files/load-sharp';

/** A file refused for what it is: 400, 413 for an image of too many pixels, 429 when busy. */
export class ProofFileRejected extends Error {
  constructor(
    /** Why, as a catalog message: answered in the request's language. */
    readonly reason: ServerMessage,
    readonly statusCode: 400 | 413 | 429 = 400,
  ) {
    super(reason.id);
  }
}

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
/**
 * Images of more pixels are refused from their header, before decoding: 40 megapixels is above
 * any phone camera's photo (50 MP sensors save 12 MP by default) and a decoded one takes 160 MB.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Images decoded at once (process-wide); the next ones wait, at most DECODE_QUEUE of them. */
const DECODE_SLOTS = 2;
const DECODE_QUEUE = 16;
export const imageDecodes = new DecodeSlots(DECODE_SLOTS, DECODE_QUEUE);

export function checkedKind(bytes: Buffer): ProofFileKind {
  const kind = sniffProofKind(bytes);
  if (!kind) throw new ProofFileRejected({ id: 'comprovante.error.fileKind' });
  return kind;
}

const imageOf = async (bytes: Buffer) =>
  (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** Reads only the header: refuses an image too large to decode, or one that is not an image. */
async function checkPixels(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  const { width, height } = await decoded(sharp(bytes).metadata());
  if (!width || !height) throw new ProofFileRejected(BROKEN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS)
    throw new ProofFileRejected(
      {
        id: 'comprovante.error.tooManyPixels',
        values: {
          megapixels: Math.round((width * height) / 1e6),
          width,
          height,
          limit: MAX_INPUT_PIXELS / 1e6,
        },
      },
      413,
    );
}

/** Decodes in turn (DECODE_SLOTS at once), after the header's pixel count was checked. */
async function withDecodeSlot<T>(bytes: Buffer, work: () => Promise<T>): Promise<T> {
  await checkPixels(bytes);
  try {
    return await imageDecodes.run(work);
  } catch (error) {
    if (error instanceof DecodeQueueFull) throw new ProofFileRejected({ id: 'comprovante.error.busy' }, 429);
    throw error;
  }
}

/** The access key on an image's barcode (null when none); refuses a broken image. */
async function keyOnImage(bytes: Buffer): Promise<string | null> {
  const image = await imageOf(bytes);
  const pixels = await decoded(
    image
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
    throw new ProofFileRejected({ id: 'comprovante.error.pdfUnreadable' });
  return reading.outcome === 'read' ? reading.chave : null;
}

/** Checks a file and reads its key, storing and encoding nothing (the screen's first look). */
export async function readProofKey(
  bytes: Buffer,
): Promise<{ kind: ProofFileKind; chaveLida: string | null }> {
  const kind = checkedKind(bytes);
  if (kind === 'pdf') return { kind, chaveLida: await keyOnPdf(bytes) };
  return { kind, chaveLida: await withDecodeSlot(bytes, () => keyOnImage(bytes)) };
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
  const encoding = imageEncodingFor(settings.imageQuality, settings.compressionLevel);
  // Read and re-encoded in one turn: two decodes of the same image, never more than the slots.
  return withDecodeSlot(bytes, async () => {
    const chaveLida = await keyOnImage(bytes);
    const image = await imageOf(bytes);
    const stored = await decoded(
      image
        .resize(encoding.maxSidePx, encoding.maxSidePx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: encoding.quality })
        .toBuffer(),
    );
    return { kind, chaveLida, stored, tipo: 'image/webp' as const, extension: 'webp' as const };
  });
}

const BROKEN_IMAGE: ServerMessage = { id: 'comprovante.error.brokenImage' };

/** sharp's own message names the codec; the user needs to know only that the image is broken. */
async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new ProofFileRejected(BROKEN_IMAGE);
  }
}
