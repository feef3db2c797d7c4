// The route guard of spec section 5: protected routes need a stored token. A visit without a
// session goes to the sign-in page with the page asked for, to return there once signed in; a
// session that ends on the page (a sign-out) goes there plainly. An expired token says so on
// its own way out (src/services/api.ts).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { tokenAtom } from '@/services/session-storage';
import { signInPathFor } from '@/services/sign-in-return';

export const RequireAuth = () => {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  // Whether this page opened within a session: fixed at mount.
  const [hadSession] = useState(token !== null);
  if (!token) {
    const to = hadSession ? '/login' : signInPathFor(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
};
