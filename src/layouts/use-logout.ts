import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '@/services/session-storage';
import { stopAllHubs } from '@/services/hub-connections';

/** Log Out: revoke the token on the server (a failure changes nothing), clear the session, go to /login. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The sign-in calls load with the first logout rather than with the shell's first paint.
    await import('@/services/auth-api').then(({ logout }) => logout()).catch(() => undefined);
    clearSession();
    void stopAllHubs();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
};
