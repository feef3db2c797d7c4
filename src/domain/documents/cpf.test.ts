import { describe, expect, it } from 'vitest';
import { CPF_MESSAGE, cpfSchema, isCpf, withCpfCheckDigits } from './cpf';

describe('CPF', () => {
  it.each(['52998224725', '11144477735', '00000000191'])('accepts %s', (cpf) =>
    expect(isCpf(cpf)).toBe(true),
  );

  it.each(['52998224724', '11144477725', '11111111111', '1234567890', '529982247251', ''])(
    'refuses %s',
    (cpf) => expect(isCpf(cpf)).toBe(false),
  );

  it('takes punctuation and stores the digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.safeParse('529.982.247-26').error?.issues[0]?.message).toBe(CPF_MESSAGE);
  });

  it('completes nine digits with their check digits', () => {
    expect(withCpfCheckDigits('529982247')).toBe('52998224725');
    expect(withCpfCheckDigits('111444777')).toBe('11144477735');
    for (const base of ['200007919', '987654321', '300000001'])
      expect(isCpf(withCpfCheckDigits(base))).toBe(true);
  });
});
