// Record framing of the SignalR JSON protocol: every message is one JSON text followed by the
// record separator 0x1E, and one WebSocket frame may carry several records (the client batches
// its send queue). The reader keeps an unfinished tail, so a record split across frames still
// arrives whole, and enforces the per-message size limit before anything is parsed.

export const RECORD_SEPARATOR = '\u001e';

export class ProtocolError extends Error {}

/** One record ready to send: the JSON text and its separator. */
export const writeRecord = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export class RecordReader {
  private tail = '';

  constructor(private readonly maxRecordBytes: number) {}

  /** Adds the text of one frame; answers the complete records it finished, without separators. */
  push(text: string): string[] {
    const parts = (this.tail + text).split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (Buffer.byteLength(this.tail) > this.maxRecordBytes) throw this.tooLarge();
    for (const record of parts) {
      if (Buffer.byteLength(record) > this.maxRecordBytes) throw this.tooLarge();
    }
    return parts;
  }

  private tooLarge() {
    return new ProtocolError(`The maximum message size of ${this.maxRecordBytes}B was exceeded.`);
  }
}
