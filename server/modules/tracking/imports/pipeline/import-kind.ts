// The extension point of the document import: what one kind of document (NF-e, CT-e, OCOREN ...)
// brings to the shared pipeline. The pipeline owns the upload, the job, the worker thread, the
// batches and their transactions, the occurrence log, the counters and the pushed progress; a
// kind only says which files it takes, how one file is classified (in the worker thread) and how a
// batch of classified files is written (inside the batch's transaction).
import type { Kysely, Transaction } from 'kysely';
import type {
  ImportOccurrenceKind,
  ImportTipo,
} from '../../../../../src/domain/tracking/imports/document-import';
import type {
  ImportLogMessage,
  ImportLogPart,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { Database } from '../../../../db/schema';
import type { MessageId } from '../../../../messages';
import type { ZipEntry } from '../zip/zip-entries';

/** The importing company, as far as the classifiers need it. */
export interface ImportingCompany {
  id: number;
  /** Digits only; '' when the company has none. */
  cnpj: string;
  /** A shipper (embarcadora) imports the notes it issued itself. */
  shipper: boolean;
}

/** Every classified file carries its place in the upload (its log row's sequencia) and name. */
export interface ClassifiedEntry {
  index: number;
  name: string;
}

/** A file refused by the classifier: logged as is, counted as rejected. */
export interface Rejection extends ClassifiedEntry {
  kind: 'rejected';
  tipo: Exclude<ImportOccurrenceKind, 'importada' | 'atualizada' | 'duplicada'>;
  mensagem: ImportLogMessage;
  chaveAcesso: string | null;
}

/** One row of the import log, as a kind's writer returns it. */
export interface LogRow {
  /** Order in the log; unique per import, so a resumed job cannot log a row twice. */
  sequencia: number;
  nomeArquivo: string;
  tipo: ImportOccurrenceKind;
  /** The sentence the log shows; its Portuguese text is written as the row's descricao. */
  mensagem: ImportLogMessage;
  chaveAcesso: string | null;
}

/** The import a run works on. */
export interface ImportRun {
  importId: number;
  empresaId: number;
}

/** Writes one batch inside the batch's transaction and answers the log rows of its files. */
export type BatchWriter<Outcome> = (
  trx: Transaction<Database>,
  outcomes: readonly Outcome[],
) => Promise<LogRow[]>;

export interface ImportKind<Outcome extends ClassifiedEntry = ClassifiedEntry> {
  tipo: ImportTipo;
  /** Routes live under /api/tracking/<routePrefix>/ (beginImport, importzip, get, storyDetails, imports). */
  routePrefix: string;
  /** 'NF-e', 'CT-e': used in server log lines. */
  label: string;
  /** Besides a zip, the single file an upload may be: one XML, one text file, or none. */
  singleFile: 'xml' | 'txt' | null;
  texts: {
    /** The upload is neither a zip nor the single file the kind takes: what to send instead. */
    notAccepted: ImportLogPart;
    /** What the upload route asks for, as its messages name it: 'o arquivo .zip ou .xml'. */
    upload: MessageId;
  };
  /** Runs in the worker thread: must be pure and its result structured-cloneable. */
  classify(entry: ZipEntry, company: ImportingCompany): Outcome;
  /** Runs once per job run on the main thread (read what every batch needs), then per batch. */
  openWriter(db: Kysely<Database>, run: ImportRun): Promise<BatchWriter<Outcome>>;
}
