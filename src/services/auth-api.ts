// The sign-in calls of spec section 7. Failures throw an Error carrying the server's own message
// ('Login ou senha inválidos'), so screens and the session machine can show it as is.
import { z } from 'zod/mini';
import {
  companyChoiceSchema,
  loggedUserSchema,
  loginResponseSchema,
  type CompanyChoice,
  type LoggedUser,
  type LoginRequest,
  type LoginResponse,
} from '@/domain/auth';
import { api, errorMessages } from './api';

const withServerMessage = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw new Error((await errorMessages(error)).join(' '));
  }
};

const postLogin = (service: 'scheduler' | 'tracking', path: string, body: unknown) =>
  withServerMessage(async () =>
    loginResponseSchema.parse(await api[service].post(path, { json: body }).json<unknown>()),
  );

export const login = (credentials: LoginRequest): Promise<LoginResponse> =>
  postLogin('scheduler', 'v1/access/login', credentials);

export const loginRmsUser = (credentials: LoginRequest): Promise<LoginResponse> =>
  postLogin('scheduler', 'v1/access/login/rmsUser', credentials);

export const loginDeliveryClient = (credentials: LoginRequest): Promise<LoginResponse> =>
  postLogin('tracking', 'v1/deliveryClient/auth', credentials);

export interface SignUpInput {
  nomeApresentacao: string;
  nomeAcesso: string;
  email: string;
  password: string;
  empresaNomeFantasia: string;
}
export const signUp = (input: SignUpInput): Promise<LoginResponse> =>
  postLogin('tracking', 'usuario/create', input);

export const sendPasswordResetEmail = (loginOrEmail: string) =>
  withServerMessage(() =>
    api.scheduler.post('v1/changePassword/EmailSend', { json: { login: loginOrEmail } }),
  );

export const resetPassword = (input: { userId: number; token: string; password: string }) =>
  withServerMessage(() => api.scheduler.post('v1/user/password/forgot', { json: input }));

export const fetchIsRms = (): Promise<boolean> =>
  withServerMessage(async () => z.boolean().parse(await api.scheduler.get('user/isRms').json<unknown>()));

export const logout = () => withServerMessage(() => api.scheduler.post('v1/access/logout'));

export const fetchCompanies = (): Promise<CompanyChoice[]> =>
  withServerMessage(async () => {
    const body = z
      .object({ data: z.array(companyChoiceSchema) })
      .parse(await api.scheduler.get('v1/access/companies').json<unknown>());
    return body.data;
  });

export const switchCompany = (empresaId: number): Promise<LoginResponse> =>
  postLogin('scheduler', 'v1/access/switchCompany', { empresaId });

export const fetchMe = (): Promise<LoggedUser> =>
  withServerMessage(async () => {
    const body = z
      .object({ data: loggedUserSchema })
      .parse(await api.scheduler.get('v1/access/me').json<unknown>());
    return body.data;
  });
