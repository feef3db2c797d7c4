import { describe, expect, it } from 'vitest';
import { nfeSearchOf, portalListQuery, SITUATION_STATUSES } from './portal-deliveries';
import { ENTREGA_STATUSES } from '../tracking/entrega/entrega-status';

describe('the portal search', () => {
  it('reads an NF-e number as the DANFE prints it', () => {
    expect(nfeSearchOf('4.123')).toEqual({ numero: '4123' });
    expect(nfeSearchOf('000.004.123')).toEqual({ numero: '4123' });
  });

  it('reads 44 digits, grouped or not, as the access key', () => {
    const key = '35261111222333000181550010000041231000000001';
    expect(nfeSearchOf(key)).toEqual({ chaveAcesso: key });
    expect(nfeSearchOf(key.match(/\d{4}/g)!.join(' '))).toEqual({ chaveAcesso: key });
  });

  it('reads more digits than an NF-e number has as a key, whole', () => {
    expect(nfeSearchOf('1234567890')).toEqual({ chaveAcesso: '1234567890' });
  });

  it('matches nothing for text or zero', () => {
    expect(nfeSearchOf('Farmácia')).toBe('nothing');
    expect(nfeSearchOf('000')).toBe('nothing');
  });
});

describe('the portal lists', () => {
  it('list every status in exactly one of the two', () => {
    const listed = [...SITUATION_STATUSES.opened, ...SITUATION_STATUSES.finished];
    expect([...listed].sort()).toEqual([...ENTREGA_STATUSES].sort());
  });

  it('take the spec page sizes only', () => {
    expect(portalListQuery.parse({ situacao: 'opened' })).toMatchObject({ page: 1, pageSize: 10 });
    expect(portalListQuery.safeParse({ situacao: 'opened', pageSize: 7 }).success).toBe(false);
    expect(portalListQuery.safeParse({ situacao: 'all' }).success).toBe(false);
  });
});
