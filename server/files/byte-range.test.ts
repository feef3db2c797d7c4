import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range';

describe('requestedRange', () => {
  it('sends the whole file without a header, or with one it cannot read', () => {
    expect(requestedRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(requestedRange('items=0-10', 100)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=0-1,5-9', 100)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=9-3', 100)).toEqual({ kind: 'whole' });
  });

  it('reads a first and last byte, an open end, and a suffix', () => {
    expect(requestedRange('bytes=10-19', 100)).toEqual({ kind: 'part', range: { start: 10, end: 19 } });
    expect(requestedRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(requestedRange('bytes=-5', 100)).toEqual({ kind: 'part', range: { start: 95, end: 99 } });
  });

  it('ends a range that runs past the file at its last byte', () => {
    expect(requestedRange('bytes=50-1000', 100)).toEqual({ kind: 'part', range: { start: 50, end: 99 } });
    expect(requestedRange('bytes=-1000', 100)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
  });

  it('cannot satisfy a range that starts past the end, nor an empty suffix', () => {
    expect(requestedRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
