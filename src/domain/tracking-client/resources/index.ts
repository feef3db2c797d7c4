// The delivery clients' portal declared registers: the engine mounts them under their services
// and builds their screens where their mounts say.
import { clienteEntregaDocumentoResource } from './cliente-entrega-documento';

export const TRACKING_CLIENT_RESOURCES = [clienteEntregaDocumentoResource] as const;
export { clienteEntregaDocumentoResource };
