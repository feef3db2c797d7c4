import { describe, expect, it } from 'vitest';
import { maskDay, parseBrDay } from './day-mask';

describe('maskDay', () => {
  it('puts the slashes in as the digits come, and ignores anything else', () => {
    expect(maskDay('')).toBe('');
    expect(maskDay('0')).toBe('0');
    expect(maskDay('010')).toBe('01/0');
    expect(maskDay('01052024')).toBe('01/05/2024');
    expect(maskDay('01/05/2024')).toBe('01/05/2024');
    expect(maskDay('01a05b20249999')).toBe('01/05/2024');
  });
});

describe('parseBrDay', () => {
  it('reads a real day and refuses an incomplete or impossible one', () => {
    expect(parseBrDay('01/05/2024')).toBe('2024-05-01');
    expect(parseBrDay('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDay('29/02/2023')).toBeNull();
    expect(parseBrDay('31/04/2024')).toBeNull();
    expect(parseBrDay('01/05/24')).toBeNull();
    expect(parseBrDay('')).toBeNull();
  });
});
