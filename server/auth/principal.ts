// The Principal of a user row: its permission flags and whether it is an RMS user.
import { PERMISSION_FLAGS, type PermissionFlags, type Principal } from '../../src/domain/permissions';
import type { Usuario } from '../db/schema';

export const principalOf = (user: Usuario): Principal => ({
  flags: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, user[f]])) as PermissionFlags,
  isRms: user.tipo === 'rms',
  isDeliveryClient: user.tipo === 'deliveryClient',
});
