import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_MAX_CHARS } from '../src/domain/safe-input';
import { bodyTextCap } from './safe-input-hook';

describe('bodyTextCap', () => {
  it('keeps the global cap unless the schema allows a longer text', () => {
    expect(bodyTextCap(undefined)).toBe(TEXT_MAX_CHARS);
    expect(bodyTextCap(z.object({ nome: z.string().max(150) }))).toBe(TEXT_MAX_CHARS);
    const logo = z.object({ logo: z.union([z.literal(''), z.string().max(400_000)]).default('') });
    expect(bodyTextCap(logo)).toBe(400_000);
    expect(bodyTextCap({ type: 'object', properties: { a: { type: 'string', maxLength: 250_000 } } })).toBe(
      250_000,
    );
  });
});
