// The value of a 'file' field: the id (a UUID) of a file uploaded through the register's upload
// route, or null. The upload answers the id; the record's write checks that the id names a file
// this company uploaded for that field, so a form can never point at another company's file.
import { z } from 'zod';

/** What a file field may take, told by the file's first bytes on the server. */
export const STORED_FILE_KINDS = ['image', 'pdf'] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

/** A company's logo: an image of at most 200 KB, best at 90 × 90 (spec 9). */
export const LOGO_MAX_BYTES = 200 * 1024;

/** The input of a file field: an uploaded file's id, or nothing ('' or null clear it). */
export const storedFileIdInput = z
  .union([z.literal(''), z.null(), z.uuid('resources.file.invalid')])
  .transform((value) => (value === '' ? null : value))
  .default(null);

/** A file field as a row answers it (a row read without one has null). */
export const storedFileIdSchema = z.string().nullable().default(null);

/** What the upload route answers. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The address of a public file (a logo), which needs no session to be read. */
export const publicFileUrl = (id: string) => `/api/files/public/${id}`;
