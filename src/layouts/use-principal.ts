import { useAtomValue } from 'jotai';
import { noFlags, PERMISSION_FLAGS, type Principal } from '@/domain/permissions';
import { isRmsAtom, userAtom } from '@/services/session-storage';
import { deliveryClientSessionAtom } from './session-kind';

/**
 * The signed-in user's flags plus the RMS and delivery-client kinds, as the permission rules
 * expect them. A delivery client holds no flag, as the server sees it (server/auth/principal.ts).
 */
export const usePrincipal = (): Principal => {
  const user = useAtomValue(userAtom);
  const isRms = useAtomValue(isRmsAtom);
  const isDeliveryClient = useAtomValue(deliveryClientSessionAtom);
  const flags = noFlags();
  if (user && !isDeliveryClient) for (const flag of PERMISSION_FLAGS) flags[flag] = user[flag];
  return { flags, isRms: isRms || !!user?.isRms, isDeliveryClient };
};
