// Paths of the delivery screens, so links are never written by hand.

/** /entregaOcorrencia/list/{id}: one delivery's occurrences on a page of their own. */
export const entregaOcorrenciasPath = (entregaId: number) => `/entregaOcorrencia/list/${entregaId}`;

/** /entrega/comprovante?entrega={id}: the proof screen, expecting proofs of this delivery. */
export const attachProofPath = (entregaId: number) => `/entrega/comprovante?entrega=${entregaId}`;
