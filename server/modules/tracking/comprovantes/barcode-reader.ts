// Reads the NF-e access key from the DANFE's barcode (CODE-128C, 44 digits) in raw RGBA pixels,
// with zxing-cpp compiled to WebAssembly (zxing-wasm). The .wasm file is read from the installed
// package: by default the library would fetch it from a CDN, which a server must not depend on.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { isAccessKeyFormat, isValidAccessKey } from '../../../../src/domain/tracking/nfe/access-key';

let ready: Promise<unknown> | undefined;

const prepare = () =>
  (ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasm = await readFile(wasmPath);
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })());

export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The access key of the first CODE-128 barcode holding 44 digits, one whose check digit is right
 * preferred; null when no such barcode can be read.
 */
export async function readAccessKey(image: RgbaImage): Promise<string | null> {
  await prepare();
  const pixels = {
    data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width: image.width,
    height: image.height,
    colorSpace: 'srgb',
  } as ImageData;
  const found = await readBarcodes(pixels, { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 4 });
  const keys = found
    .filter((r) => r.isValid)
    .map((r) => r.text.trim())
    .filter(isAccessKeyFormat);
  return keys.find(isValidAccessKey) ?? keys[0] ?? null;
}
