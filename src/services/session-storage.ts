// Session values of spec section 3, as jotai atoms persisted in browser storage. The token is
// also readable outside React (the HTTP clients need it on every request).
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { getDefaultStore } from 'jotai';
import type { LoggedUser } from '@/domain/auth';

const storage = <T>() => createJSONStorage<T>(() => localStorage);
const persisted = <T>(key: string, initial: T) =>
  atomWithStorage<T>(`rota.${key}`, initial, storage<T>(), { getOnInit: true });

export const tokenAtom = persisted<string | null>('token', null);
export const userAtom = persisted<LoggedUser | null>('user', null);
export const companyIdAtom = persisted<number | null>('companyId', null);
export const companyFantasyNameAtom = persisted<string>('companyFantasyName', '');
export const userDisplaynameAtom = persisted<string>('userDisplayname', '');
export const isLoggedInAtom = persisted<boolean>('isLoggedIn', false);
export const hasAccessCompanyAtom = persisted<boolean>('hasAccessCompany', false);
export const isRmsAtom = persisted<boolean>('isRms', false);
export const systemTitleImageAtom = persisted<string | null>('systemTitleImage', null);
/** Dark mode is on by default unless the stored value is false. */
export const darkmodeAtom = persisted<boolean>('darkmode', true);
export const localeAtom = persisted<'pt' | 'en' | 'ar'>('locale', 'pt');
export const sidebarMiniAtom = persisted<boolean>('sidebarMini', false);

export const sessionStore = getDefaultStore();
export const readToken = (): string | null => sessionStore.get(tokenAtom);

/** Writes every session value from a successful sign-in or company switch. */
export const storeSession = (token: string, user: LoggedUser) => {
  sessionStore.set(tokenAtom, token);
  sessionStore.set(userAtom, user);
  sessionStore.set(companyIdAtom, user.empresaId);
  sessionStore.set(companyFantasyNameAtom, user.empresaNomeFantasia);
  sessionStore.set(userDisplaynameAtom, user.nomeApresentacao);
  sessionStore.set(isLoggedInAtom, true);
  sessionStore.set(hasAccessCompanyAtom, user.accessCompany);
  sessionStore.set(isRmsAtom, user.isRms);
  sessionStore.set(systemTitleImageAtom, user.companyLogo);
};

/** Clears every session value (failed sign-in, logout). Preferences (dark mode, locale) stay. */
export const clearSession = () => {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(companyIdAtom, null);
  sessionStore.set(companyFantasyNameAtom, '');
  sessionStore.set(userDisplaynameAtom, '');
  sessionStore.set(isLoggedInAtom, false);
  sessionStore.set(hasAccessCompanyAtom, false);
  sessionStore.set(isRmsAtom, false);
  sessionStore.set(systemTitleImageAtom, null);
};
