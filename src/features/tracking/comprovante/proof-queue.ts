// The files of one visit to the proof screen and where each one is: being read, read (with the
// key found or not), being attached, attached, or refused; and what each receipt says (its day,
// today unless changed, and who received it). A pure reducer, so the rules are tested without a
// browser.
import type {
  ComprovanteAttached,
  ComprovanteEntrega,
  ComprovanteReading,
} from '@/domain/tracking/entrega/comprovante';
import { businessToday } from '@/domain/tracking/entrega/overdue';
import { receiptSchema } from '@/domain/tracking/entrega/receipt';

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
  /** What the receipt says, as typed: its day ('yyyy-mm-dd'), receiver and their document. */
  recebimento: ReceiptFields;
  /** The barcode named another delivery than the one the screen was opened for. */
  notExpected: boolean;
}

export interface ReceiptFields {
  dataRecebimento: string;
  recebedorNome: string;
  recebedorDocumento: string;
}

/** What an added file starts with: a receipt of today, unless a restored one says otherwise. */
export interface AddedProof {
  key: string;
  file: File;
  recebimento?: ReceiptFields;
}

export type ProofAction =
  | { type: 'add'; items: AddedProof[] }
  | { type: 'reading'; key: string }
  /** `expected`: the delivery the screen was opened for, taken when the file names none. */
  | { type: 'read'; key: string; reading: ComprovanteReading; expected?: ComprovanteEntrega | null }
  | { type: 'receipt'; key: string; change: Partial<ReceiptFields> }
  /** A delivery found by its NF-e's number, series and issuer. */
  | { type: 'choose'; key: string; entrega: ComprovanteEntrega }
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

/** The receipt's fields as the attach sends them, or the catalog ids of what is wrong in them. */
export const receiptOf = (item: ProofItem) => receiptSchema.safeParse(item.recebimento);

/**
 * Ready to attach: read, either its barcode named a delivery or a whole key was typed, and its
 * receipt's day and document are valid.
 */
export const canAttach = (item: ProofItem) =>
  item.phase === 'read' &&
  (item.typed.length === 44 || (item.typed === '' && item.entrega !== null)) &&
  receiptOf(item).success;

export const todaysReceipt = (): ReceiptFields => ({
  dataRecebimento: businessToday(),
  recebedorNome: '',
  recebedorDocumento: '',
});

const update = (items: ProofItem[], key: string, change: (item: ProofItem) => ProofItem) =>
  items.map((item) => (item.key === key ? change(item) : item));

export function proofQueue(items: ProofItem[], action: ProofAction): ProofItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map(({ key, file, recebimento }) => ({
          key,
          file,
          phase: 'waiting' as const,
          chaveLida: null,
          entrega: null,
          typed: '',
          errors: [],
          recebimento: recebimento ?? todaysReceipt(),
          notExpected: false,
        })),
      ];
    case 'reading':
      return update(items, action.key, (item) => ({ ...item, phase: 'reading' }));
    case 'read': {
      const { reading, expected } = action;
      // A file whose barcode names no delivery of the company is the expected delivery's proof.
      const taken = !reading.entrega && expected ? expected : null;
      return update(items, action.key, (item) => ({
        ...item,
        phase: 'read',
        chaveLida: reading.chaveAcesso,
        entrega: reading.entrega ?? taken,
        typed: taken ? taken.chaveAcesso : item.typed,
        notExpected: !!expected && !!reading.entrega && reading.entrega.id !== expected.id,
        errors: [],
      }));
    }
    case 'receipt':
      return update(items, action.key, (item) => ({
        ...item,
        recebimento: { ...item.recebimento, ...action.change },
      }));
    case 'choose':
      return update(items, action.key, (item) => ({
        ...item,
        entrega: action.entrega,
        typed: action.entrega.chaveAcesso,
        notExpected: false,
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
