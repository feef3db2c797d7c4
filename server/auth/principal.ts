// The Principal of a user row: its effective permission flags (its own plus those of its active
// profiles in the session's company, effectiveFlags) and whether it is an RMS user or a delivery
// client. Every principal the server checks is built here: the login answer, each request's
// session, the hub's rechecks and the user a manager acts on.
import { effectiveFlags, type FlagValues, noFlags, type Principal } from '../../src/domain/permissions';
import type { Usuario } from '../db/schema';

export const principalOf = (
  user: Pick<Usuario, 'tipo'> & FlagValues,
  profiles: readonly FlagValues[],
): Principal => ({
  // A delivery client acts only through the portal's own routes, which check that kind: no flag
  // stored on its row or granted by a profile opens a staff screen or register to it.
  flags: user.tipo === 'deliveryClient' ? noFlags() : effectiveFlags(user, profiles),
  isRms: user.tipo === 'rms',
  isDeliveryClient: user.tipo === 'deliveryClient',
});
