// One ky client per back-end service, on the service's configured URL (service-url.ts).
import ky, { HTTPError, type KyInstance } from 'ky';
import { SERVICES, type ServiceName } from '@/domain/constants';
import { clearSession, localeAtom, readToken, sessionStore } from './session-storage';
import { serviceUrl } from './service-url';
import { isReturnPath, signInPathFor } from './sign-in-return';

const create = (service: ServiceName): KyInstance =>
  ky.create({
    prefixUrl: serviceUrl(service),
    timeout: 60_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = readToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The server answers its errors in the language the user reads.
          request.headers.set('Accept-Language', sessionStore.get(localeAtom));
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          // An expired or revoked token ends the session everywhere except on the sign-in calls.
          if (response.status === 401 && request.headers.has('Authorization')) {
            clearSession();
            // Says why on the sign-in page, and comes back here once signed in again.
            const here = location.pathname + location.search;
            if (isReturnPath(here)) location.assign(signInPathFor(here, 'expired'));
          }
        },
      ],
    },
  });

export const api = Object.fromEntries(SERVICES.map((s) => [s, create(s)])) as Record<ServiceName, KyInstance>;

/** The messages of a failed call: the body's `errors`, else the network error's message. */
export const errorMessages = async (error: unknown): Promise<string[]> => {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { errors?: unknown };
      if (Array.isArray(body.errors) && body.errors.length) return body.errors.map(String);
    } catch {
      /* not JSON: fall through to the status text */
    }
    return [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
};

/** The catalog ids of a failed call's errors (`messageIds`), when the server gives them. */
export const errorMessageIds = async (error: unknown): Promise<string[]> => {
  if (!(error instanceof HTTPError)) return [];
  try {
    const body = (await error.response.clone().json()) as { messageIds?: unknown };
    return Array.isArray(body.messageIds) ? body.messageIds.map(String) : [];
  } catch {
    return [];
  }
};
