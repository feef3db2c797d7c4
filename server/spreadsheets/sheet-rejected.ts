// A file that cannot be read as a sheet at all, with the reason's message id
// (`engine.sheet.file.<reason>`, lang/<language>.json) and values, so each caller words it in the
// user's language or in Portuguese.
import { catalogText } from '../catalogs';
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

  /** The reason in a language. */
  text(locale: Locale = 'pt'): string {
    return catalogText(locale, this.messageId, this.values);
  }
}
