import { useAtomValue } from 'jotai';
import { noFlags, PERMISSION_FLAGS, type Principal } from '@/domain/permissions';
import { isRmsAtom, userAtom } from '@/services/session-storage';

/** The signed-in user's flags plus the RMS flag, as the permission rules expect them. */
export const usePrincipal = (): Principal => {
  const user = useAtomValue(userAtom);
  const isRms = useAtomValue(isRmsAtom);
  const flags = noFlags();
  if (user) for (const flag of PERMISSION_FLAGS) flags[flag] = user[flag];
  return { flags, isRms: isRms || !!user?.isRms };
};
