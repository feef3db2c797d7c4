// Which documents (CNPJ or CPF) each delivery client follows (table cliente_entrega_documento):
// a client sees in the portal the company's deliveries addressed to any of its documents, and
// nothing else. Kept by the company's staff who manage its users (rule `user`, flag accessUser of
// spec section 6): linking a client user to documents decides what that user may see, exactly as
// its profiles and flags do. A delivery client never manages it, whatever flags it carries.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { referenceColumn, referenceInput } from '../../resources/references';
import { clientDocumentSchema } from '../client-document';
import { TRACKING_CLIENT_MOUNTS } from './mounts';

export const CLIENT_USER_REQUIRED = 'resource.clienteEntregaDocumento.error.usuarioRequired';

export const clienteEntregaDocumentoInput = z.object({
  usuarioId: referenceInput(CLIENT_USER_REQUIRED),
  documento: clientDocumentSchema,
});

export const clienteEntregaDocumentoSchema = z.object({
  id: z.number().int(),
  usuarioId: referenceColumn(),
  documento: z.string(),
});

export const clienteEntregaDocumentoResource = defineResource({
  name: 'clienteEntregaDocumento',
  service: 'tracking',
  table: 'cliente_entrega_documento',
  schema: clienteEntregaDocumentoSchema,
  input: clienteEntregaDocumentoInput,
  columns: ['usuarioId', 'documento'],
  columnFormats: { documento: 'cnpj' },
  fields: [
    {
      name: 'usuarioId',
      kind: 'reference',
      required: true,
      references: { resource: 'usuario', label: 'nomeApresentacao' },
    },
    { name: 'documento', kind: 'text', required: true },
  ],
  searchable: ['usuarioId', 'documento'],
  sortable: ['usuarioId', 'documento'],
  defaultSort: 'usuarioId',
  permission: 'user',
  canAccess: (principal) => !principal.isDeliveryClient,
  tenancy: 'company',
  activatable: false,
  versioned: true,
  audited: true,
  bulkActions: ['delete'],
  mounts: TRACKING_CLIENT_MOUNTS.clienteEntregaDocumento,
});
