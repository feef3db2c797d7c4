// Paths of the deadline-per-route screens, so links are never written by hand.
export const ROTA_PRAZO_PATHS = {
  list: '/rotaPrazoEntrega/list',
  carrier: '/rotaPrazoEntrega/editTransportador',
  editMultiple: '/rotaPrazoEntrega/editMultiple',
  countries: '/prazoEntregaPaises',
} as const;

/** /prazoEntregaPaises is the list narrowed by this filter (the rows for a whole country). */
export const COUNTRY_ROWS_QUERY = { name: 'destinoNivel', value: 'pais' } as const;
