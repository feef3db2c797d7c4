// The files of one visit to the proof screen and where each one is: being read, read (with the
// key found or not), being attached, attached, or refused. A pure reducer, so the rules are
// tested without a browser.
import type {
  ComprovanteAttached,
  ComprovanteEntrega,
  ComprovanteReading,
} from '@/domain/tracking/entrega/comprovante';

export type ProofPhase = 'waiting' | 'reading' | 'read' | 'attaching' | 'attached' | 'refused';

export interface ProofItem {
  key: string;
  file: File;
  phase: ProofPhase;
  /** The access key found on the barcode; null when none was found. */
  chaveLida: string | null;
  /** The delivery of the key read, when the company has one. */
  entrega: ComprovanteEntrega | null;
  /** What the user typed or scanned, digits only. */
  typed: string;
  errors: string[];
  attached?: ComprovanteAttached;
}

export type ProofAction =
  | { type: 'add'; items: { key: string; file: File }[] }
  | { type: 'reading'; key: string }
  | { type: 'read'; key: string; reading: ComprovanteReading }
  | { type: 'refused'; key: string; errors: string[] }
  | { type: 'type'; key: string; text: string }
  | { type: 'attaching'; key: string }
  | { type: 'attached'; key: string; result: ComprovanteAttached }
  | { type: 'attachFailed'; key: string; errors: string[] }
  | { type: 'remove'; key: string };

/** Digits only, at most 44: a USB scanner or a pasted key with spaces both end up the same. */
export const keyDigits = (text: string) => text.replace(/\D/g, '').slice(0, 44);

/** The key an attach sends: the typed one when it is whole, else none (the server reads it). */
export const keyToSend = (item: ProofItem): string | undefined =>
  item.typed.length === 44 ? item.typed : undefined;

/** Ready to attach: read, and either its barcode named a delivery or a whole key was typed. */
export const canAttach = (item: ProofItem) =>
  item.phase === 'read' && (item.typed.length === 44 || (item.typed === '' && item.entrega !== null));

const update = (items: ProofItem[], key: string, change: (item: ProofItem) => ProofItem) =>
  items.map((item) => (item.key === key ? change(item) : item));

export function proofQueue(items: ProofItem[], action: ProofAction): ProofItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map((added) => ({
          ...added,
          phase: 'waiting' as const,
          chaveLida: null,
          entrega: null,
          typed: '',
          errors: [],
        })),
      ];
    case 'reading':
      return update(items, action.key, (item) => ({ ...item, phase: 'reading' }));
    case 'read':
      return update(items, action.key, (item) => ({
        ...item,
        phase: 'read',
        chaveLida: action.reading.chaveAcesso,
        entrega: action.reading.entrega,
        errors: [],
      }));
    case 'refused':
      return update(items, action.key, (item) => ({ ...item, phase: 'refused', errors: action.errors }));
    case 'type':
      return update(items, action.key, (item) => ({ ...item, typed: keyDigits(action.text), errors: [] }));
    case 'attaching':
      return update(items, action.key, (item) => ({ ...item, phase: 'attaching', errors: [] }));
    case 'attached':
      return update(items, action.key, (item) => ({
        ...item,
        phase: 'attached',
        entrega: action.result.entrega,
        attached: action.result,
      }));
    case 'attachFailed':
      // Back to read, so the key can be corrected and the file sent again.
      return update(items, action.key, (item) => ({ ...item, phase: 'read', errors: action.errors }));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}
