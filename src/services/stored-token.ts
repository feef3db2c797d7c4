// The signed-in user's token as browser storage holds it (written by session-storage.ts), read
// without the session's state library: the page's early reads (early-requests.ts) run in a small
// script of their own, before the application has loaded.
export const TOKEN_STORAGE_KEY = 'rota.token';

export const storedToken = (): string | null => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null');
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
};
