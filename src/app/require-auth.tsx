// The route guard of spec section 5: protected routes need a stored token.
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { tokenAtom } from '@/services/session-storage';

export const RequireAuth = () => {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
};
