// Worker thread that reads the access keys of PDFs, one request at a time: renders a PDF's first
// pages and reads each page's barcode until a key is found. PDF.js does all its work on the thread
// that calls it, in one long run without yielding: here it neither holds up the server's requests
// nor escapes the time and memory limits the main thread puts on this thread.
import { parentPort } from 'node:worker_threads';
import { readAccessKey } from './barcode-reader';
import { findInPages, type PageLimits, PdfUnreadable } from './pdf-pages';

export interface PdfKeyRequest {
  id: number;
  bytes: Uint8Array;
  limits: PageLimits;
}

export type PdfKeyAnswer = { id: number } & ({ type: 'read'; chave: string | null } | { type: 'unreadable' });

const firstKey = ({ bytes, limits }: PdfKeyRequest) => findInPages(bytes, limits, readAccessKey);

const port = parentPort!;
port.on('message', async (request: PdfKeyRequest) => {
  let answer: PdfKeyAnswer;
  try {
    answer = { id: request.id, type: 'read', chave: await firstKey(request) };
  } catch (error) {
    // Anything else is a fault of this code: the thread ends and the main thread reports it.
    if (!(error instanceof PdfUnreadable)) throw error;
    answer = { id: request.id, type: 'unreadable' };
  }
  port.postMessage(answer);
});
