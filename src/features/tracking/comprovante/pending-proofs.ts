// Proof files not attached yet, kept in the browser's IndexedDB until they are: a session that
// expires mid-queue sends the user to the sign-in page, which reloads the app and would lose
// files held only in memory. Each file is kept under its owner's scope (the user and the
// company of the session that chose it), so only that user, signed in to that company again, is
// offered them back; nobody else's session ever sends them.
import type { ReceiptFields } from './proof-queue';

const DB_NAME = 'rota-proofs';
const STORE = 'pending';
const BY_SCOPE = 'scope';

export interface PendingProof {
  /** `${scope}|${key}`. */
  id: string;
  scope: string;
  key: string;
  file: File;
  recebimento: ReceiptFields;
  typed: string;
  addedAt: number;
}

/** The owner of queued files: a user in one company. */
export const proofScope = (user: { id: number; empresaId: number }) => `u${user.id}:e${user.empresaId}`;

let opening: Promise<IDBDatabase> | undefined;

const open = (): Promise<IDBDatabase> => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_SCOPE, 'scope');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
};

const done = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });

/** Keeps (or updates) one queued file of `scope`. */
export async function keepPending(entry: Omit<PendingProof, 'id'>): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).put({ ...entry, id: `${entry.scope}|${entry.key}` });
  await done(transaction);
}

/** Forgets queued files of `scope` (attached, removed or discarded). */
export async function forgetPending(scope: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await open();
  const transaction = db.transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  for (const key of keys) store.delete(`${scope}|${key}`);
  await done(transaction);
}

/** The queued files of `scope` only, oldest first. */
export async function listPending(scope: string): Promise<PendingProof[]> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readonly');
  const request = transaction.objectStore(STORE).index(BY_SCOPE).getAll(IDBKeyRange.only(scope));
  await done(transaction);
  return (request.result as PendingProof[]).sort((a, b) => a.addedAt - b.addedAt);
}
