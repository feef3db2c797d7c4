// Where a session that ends mid-work sends the user, and where signing in takes them back: the
// sign-in page carries the page they were on (`next`) and why they are there (`reason`), so an
// expired session says so and, once signed in again, returns to that page instead of the module
// chooser. Only a path of this site is followed (never another origin, nor the sign-in itself).

export type SignInReason = 'expired';

const CLIENT_PREFIX = '/trackingClient';

/** The sign-in page for the page the user is on: the portal's for a portal page. */
export function signInPathFor(from: string, reason?: SignInReason): string {
  const door = from.startsWith(`${CLIENT_PREFIX}/`) ? `${CLIENT_PREFIX}/login` : '/login';
  const search = new URLSearchParams();
  if (isReturnPath(from)) search.set('next', from);
  if (reason) search.set('reason', reason);
  const query = search.toString();
  return query ? `${door}?${query}` : door;
}

/** A path of this site worth returning to: not another origin, the root or a sign-in page. */
export function isReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== '/' && pathname !== '/login' && pathname !== `${CLIENT_PREFIX}/login`;
}

/** Where to go after signing in: the page the user came from, else the door's own start. */
export const afterSignIn = (search: URLSearchParams, fallback: string): string => {
  const next = search.get('next');
  return isReturnPath(next) ? next : fallback;
};
