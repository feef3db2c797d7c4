import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PDF_READ_LIMITS, readPdfKey, stopIdleReader } from './pdf-key';

const blankPdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
};

// Each test starts the reader thread at least once (about a second, more on a busy machine).
describe('readPdfKey', { timeout: 30_000 }, () => {
  it('reports a PDF that takes too long as not read, and reads the next one on a new thread', async () => {
    const pdf = await blankPdf();
    const [late, next] = await Promise.all([
      readPdfKey(pdf, { ...PDF_READ_LIMITS, timeoutMs: 1 }),
      readPdfKey(pdf),
    ]);
    expect(late).toEqual({ outcome: 'timeout' });
    expect(next).toEqual({ outcome: 'read', chave: null });
  });

  it('does not read a PDF sent while too many wait', async () => {
    const pdf = await blankPdf();
    const readings = await Promise.all(Array.from({ length: 10 }, () => readPdfKey(pdf)));
    expect(readings.filter((r) => r.outcome === 'busy')).toHaveLength(2);
    expect(readings.filter((r) => r.outcome === 'read')).toHaveLength(8);
  });

  it('starts the thread again for a PDF after it was stopped', async () => {
    expect(await readPdfKey(await blankPdf())).toEqual({ outcome: 'read', chave: null });
    await stopIdleReader();
    expect(await readPdfKey(await blankPdf())).toEqual({ outcome: 'read', chave: null });
  });

  it('tells a PDF that cannot be opened from one with no key', async () => {
    const broken = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 9 0 R>>endobj\n');
    expect(await readPdfKey(broken)).toEqual({ outcome: 'unreadable' });
    expect(await readPdfKey(await blankPdf())).toEqual({ outcome: 'read', chave: null });
  });
});
