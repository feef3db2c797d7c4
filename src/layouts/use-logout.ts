import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/services/auth-api';
import { clearSession } from '@/services/session-storage';
import { stopHub } from '@/services/hub-client';

/** Log Out: revoke the token on the server (a failure changes nothing), clear the session, go to /login. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    void stopHub();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
};
