// The files of the registers' file fields: the upload a form makes before it saves (answering the
// id the record keeps) and the file of a saved record, read with the session's token.
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { uploadedFileSchema, type UploadedFile } from '@/domain/resources/stored-file-field';
import { z } from 'zod';
import { api } from './api';

type Def = Pick<ResourceDefinition, 'service' | 'name'>;

export async function uploadRegisterFile(def: Def, field: string, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api[def.service].post(`${def.name}/files/${field}`, { body }).json();
  return z.object({ data: uploadedFileSchema }).parse(answer).data;
}

export const fetchRegisterFile = (def: Def, recordId: number | string, field: string): Promise<Blob> =>
  api[def.service].get(`${def.name}/${recordId}/files/${field}`).blob();
