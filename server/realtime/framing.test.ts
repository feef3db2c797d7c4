import { describe, expect, it } from 'vitest';
import { ProtocolError, RECORD_SEPARATOR, RecordReader, writeRecord } from './framing';

const RS = RECORD_SEPARATOR;

describe('record framing', () => {
  it('ends every written record with 0x1E', () => {
    expect(writeRecord({ type: 6 })).toBe('{"type":6}\u001e');
  });

  it('splits one frame holding several records', () => {
    const reader = new RecordReader(1024);
    expect(reader.push(`{"type":6}${RS}{"type":1,"target":"a","arguments":[]}${RS}`)).toEqual([
      '{"type":6}',
      '{"type":1,"target":"a","arguments":[]}',
    ]);
  });

  it('keeps an unfinished record until the frame that completes it', () => {
    const reader = new RecordReader(1024);
    expect(reader.push('{"type"')).toEqual([]);
    expect(reader.push(`:6}${RS}{"ty`)).toEqual(['{"type":6}']);
    expect(reader.push(`pe":6}${RS}`)).toEqual(['{"type":6}']);
  });

  it('keeps a separator inside a JSON string out of the question by escaping it', () => {
    const record = writeRecord({ text: `a${RS}b` });
    expect(record.indexOf(RS)).toBe(record.length - 1);
    expect(new RecordReader(1024).push(record).map((r) => JSON.parse(r) as unknown)).toEqual([
      { text: `a${RS}b` },
    ]);
  });

  it('refuses a record larger than the limit, complete or not, counted in bytes', () => {
    expect(() => new RecordReader(10).push(`"${'x'.repeat(10)}"${RS}`)).toThrow(ProtocolError);
    expect(() => new RecordReader(10).push('x'.repeat(11))).toThrow(
      'The maximum message size of 10B was exceeded.',
    );
    // Six characters, twelve bytes.
    expect(() => new RecordReader(10).push(`${'é'.repeat(6)}${RS}`)).toThrow(ProtocolError);
    expect(new RecordReader(10).push(`${'x'.repeat(10)}${RS}`)).toHaveLength(1);
  });
});
