// A file that cannot be read as a sheet at all, with the reason's message id
// (`engine.sheet.file.<reason>`, lang/<language>.json) and values, so each caller words it in the
// user's language or in Portuguese.
import { catalogText } from '../catalogs';
import { type HttpError, refuse } from '../errors';
import type { MessageId } from '../messages';
import type { Locale } from '../../src/domain/constants';

export type SheetRejection =
  | 'notSheet'
  | 'unreadableWorkbook'
  | 'tooManyParts'
  | 'tooLargeUncompressed'
  | 'suspiciousRatio'
  | 'noHeader'
  | 'tooManyRows';

export class SheetRejected extends Error {
  constructor(
    readonly reason: SheetRejection,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(`sheet refused: ${reason}`);
    this.name = 'SheetRejected';
  }

  get messageId(): string {
    return `engine.sheet.file.${this.reason}`;
  }

  /** The route's 400 answer: the reason as a catalog message, worded in the client's language. */
  refusal(): HttpError {
    return refuse(400, { id: this.messageId as MessageId, values: this.values });
  }

  /** The reason in a language. */
  text(locale: Locale = 'pt'): string {
    return catalogText(locale, this.messageId, this.values);
  }
}
