// The Principal of a user row: its effective permission flags (its own plus those of its active
// profiles in the session's company, effectiveFlags) and whether it is an RMS user. Every
// principal the server checks is built here: the login answer, each request's session, the hub's
// rechecks and the user a manager acts on.
import { effectiveFlags, type FlagValues, type Principal } from '../../src/domain/permissions';
import type { Usuario } from '../db/schema';

export const principalOf = (
  user: Pick<Usuario, 'tipo'> & FlagValues,
  profiles: readonly FlagValues[],
): Principal => ({
  flags: effectiveFlags(user, profiles),
  isRms: user.tipo === 'rms',
  isDeliveryClient: user.tipo === 'deliveryClient',
});
