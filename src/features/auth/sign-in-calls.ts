// The sign-in calls as the forms use them, loaded when a form is sent: they bring the HTTP
// client and the answers' schemas, which the sign-in page does not need to be shown.
import type { LoginRequest, LoginResponse } from '@/domain/auth';

type SignInCall = 'login' | 'loginDeliveryClient';

export const signInWith =
  (call: SignInCall) =>
  async (credentials: LoginRequest): Promise<LoginResponse> =>
    (await import('@/services/auth-api'))[call](credentials);
