// `npm run bench:proof [files]`: the proof-of-delivery processing measured per kind of file.
//
// 1. Builds BENCH_PROOF_FILES (or the first argument; 20 by default) files of each kind, each
//    with its own valid access key: JPEG receipt photos of 1654 × 2339 px with the DANFE's
//    CODE-128 barcode, A4 PDFs with the barcode drawn as vector bars, and A4 PDFs of one page
//    scanned at 200 dpi.
// 2. Hands them one at a time to prepareProof (server/modules/tracking/comprovantes/proof-file.ts)
//    with the default media settings, as an upload of a proof does: a photo has its key read at
//    full size and is stored as WebP; a PDF has its key read in the PDF reader thread
//    (pdf-key.ts), in this process.
// 3. Checks that every key read is the file's own; exits with 1 when one is not.
// Prints per kind: files, keys read, the first file's time when it starts something (the barcode
// reader's WebAssembly on the first photo, the PDF reader thread and PDF.js on the first PDF),
// median and p95 ms per file and files per second without that first file, and the process's peak
// RSS while the kind was read (VmHWM reset before each kind; the PDF thread lives in this process).
// Then the process's RSS around the PDF reader thread: before its first PDF, after that PDF, after
// the last PDF, and once the idle thread is stopped (which pdf-key.ts does after a minute unused).
import { readFileSync, writeFileSync } from 'node:fs';
import { imageEncodingFor } from '../src/domain/tracking/entrega/comprovante';
import { DEFAULT_COMPRESSION_LEVEL, DEFAULT_IMAGE_QUALITY } from '../src/domain/constants';
import { accessKeyCheckDigit } from '../src/domain/tracking/nfe/access-key';
import { stopIdleReader } from '../server/modules/tracking/comprovantes/pdf-key';
import { type ImageSettings, prepareProof } from '../server/modules/tracking/comprovantes/proof-file';
import { receiptWithBarcode } from '../tests/support/proof-images';
import { pdfWithBarcode } from '../tests/support/proof-pdfs';

const FILES = Number(process.argv[2] ?? process.env.BENCH_PROOF_FILES ?? 20);
if (!Number.isInteger(FILES) || FILES < 2) throw new Error('give at least 2 files per kind');

const SETTINGS: ImageSettings = {
  imageQuality: DEFAULT_IMAGE_QUALITY,
  compressionLevel: DEFAULT_COMPRESSION_LEVEL,
};

/** A valid access key of NF-e number `numero` (SP, May 2026, model 55, series 1). */
function accessKey(numero: number): string {
  const nNF = String(numero).padStart(9, '0');
  const cNF = String((numero * 7919) % 100_000_000).padStart(8, '0');
  const first43 = `3526051122233300018155001${nNF}1${cNF}`;
  return first43 + accessKeyCheckDigit(first43);
}

interface Kind {
  label: string;
  /** The first file starts something the next ones reuse: timed apart from the rest. */
  coldFirst: string | null;
  /** Read in the PDF reader thread. */
  pdf: boolean;
  build: (chave: string) => Promise<Buffer>;
}

const KINDS: Kind[] = [
  {
    label: 'JPEG photo 1654×2339',
    coldFirst: 'barcode reader WebAssembly compiled',
    pdf: false,
    build: (chave) => receiptWithBarcode(chave),
  },
  {
    label: 'PDF, vector barcode',
    coldFirst: 'PDF reader thread started, PDF.js loaded',
    pdf: true,
    build: (chave) => pdfWithBarcode(chave, { style: 'vector' }),
  },
  {
    label: 'PDF, scanned page',
    coldFirst: null,
    pdf: true,
    build: (chave) => pdfWithBarcode(chave, { style: 'scan' }),
  },
];

const statusKb = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`${field}:`))
      ?.replace(/\D/g, '') ?? 0,
  );

const rssMb = () => statusKb('VmRSS') / 1024;

/** Peak RSS from now on: the kernel's high-water mark reset here, or samples when it cannot be. */
function peakRss(): { stop: () => number } {
  let reset = true;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    reset = false;
  }
  let sampled = statusKb('VmRSS');
  const sampler = setInterval(() => (sampled = Math.max(sampled, statusKb('VmRSS'))), 20);
  return {
    stop: () => {
      clearInterval(sampler);
      return (reset ? statusKb('VmHWM') : Math.max(sampled, statusKb('VmRSS'))) / 1024;
    },
  };
}

/** Nearest-rank percentile of ascending values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Figures {
  files: number;
  keysRead: number;
  firstMs: number | null;
  medianMs: number;
  p95Ms: number;
  perSecond: number;
  peakRssMb: number;
  firstRssMb: number;
  lastRssMb: number;
}

async function measure(kind: Kind, files: { chave: string; bytes: Buffer }[]): Promise<Figures> {
  const times: number[] = [];
  let keysRead = 0;
  let firstRssMb = 0;
  const peak = peakRss();
  for (const { chave, bytes } of files) {
    const started = performance.now();
    const prepared = await prepareProof(bytes, SETTINGS);
    times.push(performance.now() - started);
    if (times.length === 1) firstRssMb = rssMb();
    if (prepared.chaveLida === chave) keysRead += 1;
    else console.error(`${kind.label}: read ${prepared.chaveLida ?? 'no key'} instead of ${chave}`);
  }
  const peakRssMb = peak.stop();
  const firstMs = kind.coldFirst ? times[0]! : null;
  const warm = kind.coldFirst ? times.slice(1) : times;
  const sorted = [...warm].sort((a, b) => a - b);
  return {
    files: files.length,
    keysRead,
    firstMs,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    perSecond: warm.length / (warm.reduce((sum, ms) => sum + ms, 0) / 1000),
    peakRssMb,
    firstRssMb,
    lastRssMb: rssMb(),
  };
}

async function main() {
  const encoding = imageEncodingFor(SETTINGS.imageQuality, SETTINGS.compressionLevel);
  console.log(
    `${FILES} files per kind, read one at a time; photos stored as WebP quality ${encoding.quality}, ` +
      `at most ${encoding.maxSidePx} px a side`,
  );
  // Every file is built before any is read, so the PDF thread never idles between kinds.
  let numero = 0;
  const inputs: { kind: Kind; files: { chave: string; bytes: Buffer }[] }[] = [];
  for (const kind of KINDS) {
    const files = [];
    for (let i = 0; i < FILES; i += 1) {
      const chave = accessKey((numero += 1));
      files.push({ chave, bytes: await kind.build(chave) });
    }
    const kb = files.reduce((sum, f) => sum + f.bytes.length, 0) / files.length / 1024;
    console.log(`${kind.label}: ${FILES} files of ${kb.toFixed(0)} KB on average`);
    inputs.push({ kind, files });
  }
  console.log(`RSS before reading: ${(statusKb('VmRSS') / 1024).toFixed(0)} MB`);

  const rows: string[] = [];
  const colds: string[] = [];
  const pdfRss: { before?: number; first?: number; last?: number } = {};
  let failed = false;
  for (const { kind, files } of inputs) {
    if (kind.pdf) pdfRss.before ??= rssMb();
    const f = await measure(kind, files);
    if (kind.pdf) {
      pdfRss.first ??= f.firstRssMb;
      pdfRss.last = f.lastRssMb;
    }
    if (f.keysRead !== f.files) failed = true;
    const row =
      `| ${kind.label} | ${f.files} | ${f.keysRead} | ${f.firstMs === null ? '-' : `${Math.round(f.firstMs)} ms`} | ` +
      `${Math.round(f.medianMs)} ms | ${Math.round(f.p95Ms)} ms | ${f.perSecond.toFixed(1)} | ${f.peakRssMb.toFixed(0)} MB |`;
    console.log(row);
    rows.push(row);
    if (kind.coldFirst && f.firstMs !== null) colds.push(`${kind.label}: ${kind.coldFirst}`);
  }
  await stopIdleReader();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stopped = rssMb();
  console.log(
    '\n| kind | files | keys read | first file | median per file | p95 per file | files/s | peak RSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(`\nFirst file (left out of median, p95 and files/s): ${colds.join('; ')}.`);
  const mb = (value = 0) => `${value.toFixed(0)} MB`;
  console.log(
    `PDF reader thread, process RSS: ${mb(pdfRss.before)} before its first PDF, ${mb(pdfRss.first)} ` +
      `after it, ${mb(pdfRss.last)} after the last PDF, ${mb(stopped)} once the thread stopped.`,
  );
  if (failed) {
    console.error('Some keys were not read.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
