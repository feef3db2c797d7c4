// The browser storage the SPA writes when someone signs in (src/services/session-storage.ts), for
// the audits and specs that open signed-in pages without going through the sign-in form.
import type { LoginResponse } from '../../src/domain/auth';

export const storedSession = ({
  token,
  user,
}: Pick<LoginResponse, 'token' | 'user'>): Record<string, unknown> => ({
  'rota.token': token,
  'rota.user': user,
  'rota.companyId': user.empresaId,
  'rota.companyFantasyName': user.empresaNomeFantasia,
  'rota.userDisplayname': user.nomeApresentacao,
  'rota.isLoggedIn': true,
  'rota.hasAccessCompany': user.accessCompany,
  'rota.isRms': user.isRms,
  'rota.systemTitleImage': user.companyLogo,
});
