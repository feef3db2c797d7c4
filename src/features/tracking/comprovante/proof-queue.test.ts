import { describe, expect, it } from 'vitest';
import type { ComprovanteEntrega } from '@/domain/tracking/entrega/comprovante';
import { canAttach, keyDigits, keyToSend, proofQueue, type ProofItem } from './proof-queue';

const KEY = '35240511222333000181550010000042421000000017';
const entrega: ComprovanteEntrega = {
  id: 7,
  numero: '4242',
  serie: '1',
  destinatarioNome: 'Cliente',
  chaveAcesso: KEY,
  status: 'pendente',
  emitenteCnpjCpf: null,
  emitenteNome: null,
  comprovantes: 0,
};
const file = new File(['x'], 'foto.jpg');

const added = () => proofQueue([], { type: 'add', items: [{ key: 'a', file }] });
const only = (items: ProofItem[]) => {
  const [item] = items;
  if (!item) throw new Error('no item');
  return item;
};

describe('proof queue', () => {
  it('is ready to attach when the barcode named a delivery, sending no key', () => {
    const read = only(
      proofQueue(added(), { type: 'read', key: 'a', reading: { chaveAcesso: KEY, entrega } }),
    );
    expect(canAttach(read)).toBe(true);
    expect(keyToSend(read)).toBeUndefined();
  });

  it('waits for a whole typed key when no key was read', () => {
    let items = proofQueue(added(), {
      type: 'read',
      key: 'a',
      reading: { chaveAcesso: null, entrega: null },
    });
    expect(canAttach(only(items))).toBe(false);
    items = proofQueue(items, { type: 'type', key: 'a', text: KEY.slice(0, 43) });
    expect(canAttach(only(items))).toBe(false);
    // Typed with the DANFE's spaces, or scanned with a trailing character: digits only, 44 at most.
    items = proofQueue(items, { type: 'type', key: 'a', text: `${KEY.replace(/(\d{4})/g, '$1 ')}9` });
    expect(only(items).typed).toBe(KEY);
    expect(keyToSend(only(items))).toBe(KEY);
    expect(canAttach(only(items))).toBe(true);
  });

  it('a half-typed key blocks a read delivery, so a correction is never sent half-done', () => {
    let items = proofQueue(added(), { type: 'read', key: 'a', reading: { chaveAcesso: KEY, entrega } });
    items = proofQueue(items, { type: 'type', key: 'a', text: '3524' });
    expect(canAttach(only(items))).toBe(false);
  });

  it('goes back to read with the messages when attaching fails, and stays refused for a bad file', () => {
    let items = proofQueue(added(), { type: 'read', key: 'a', reading: { chaveAcesso: KEY, entrega } });
    items = proofQueue(items, { type: 'attaching', key: 'a' });
    items = proofQueue(items, { type: 'attachFailed', key: 'a', errors: ['Nenhuma entrega'] });
    expect(only(items)).toMatchObject({ phase: 'read', errors: ['Nenhuma entrega'] });
    const refused = proofQueue(added(), { type: 'refused', key: 'a', errors: ['Arquivo não aceito'] });
    expect(canAttach(only(refused))).toBe(false);
  });

  it('keeps digits only', () => {
    expect(keyDigits(' 3524-05 ')).toBe('352405');
  });

  it('takes the expected delivery for a file naming none, and warns when it names another', () => {
    const other = { ...entrega, id: 8, chaveAcesso: KEY.replace(/7$/, '8') };
    const taken = only(
      proofQueue(added(), {
        type: 'read',
        key: 'a',
        reading: { chaveAcesso: null, entrega: null },
        expected: entrega,
      }),
    );
    expect(taken).toMatchObject({ entrega: { id: 7 }, typed: KEY, notExpected: false });
    expect(canAttach(taken)).toBe(true);
    const elsewhere = only(
      proofQueue(added(), {
        type: 'read',
        key: 'a',
        reading: { chaveAcesso: other.chaveAcesso, entrega: other },
        expected: entrega,
      }),
    );
    expect(elsewhere).toMatchObject({ entrega: { id: 8 }, typed: '', notExpected: true });
  });

  it('attaches a delivery found by its number, and only with a valid receipt', () => {
    let items = proofQueue(added(), {
      type: 'read',
      key: 'a',
      reading: { chaveAcesso: null, entrega: null },
    });
    items = proofQueue(items, { type: 'choose', key: 'a', entrega });
    expect(only(items)).toMatchObject({ entrega: { id: 7 }, typed: KEY });
    expect(canAttach(only(items))).toBe(true);
    items = proofQueue(items, {
      type: 'receipt',
      key: 'a',
      change: { recebedorDocumento: '529.982.247-26' },
    });
    expect(canAttach(only(items))).toBe(false);
    items = proofQueue(items, {
      type: 'receipt',
      key: 'a',
      change: { recebedorDocumento: '529.982.247-25' },
    });
    expect(canAttach(only(items))).toBe(true);
    items = proofQueue(items, { type: 'receipt', key: 'a', change: { dataRecebimento: '2999-01-01' } });
    expect(canAttach(only(items))).toBe(false);
  });
});
