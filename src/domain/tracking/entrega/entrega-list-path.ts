// The delivery list's SPA path, apart from its declaration (resources/entrega.ts) so the pages
// that link to it (the dashboard's figures) need not load the resource engine's schemas.
export const ENTREGA_LIST_PATH = '/entrega/list';
