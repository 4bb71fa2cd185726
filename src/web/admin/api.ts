import { createApi } from '../api/client.ts';
import type { StaffSession } from './session.ts';

/**
 * The back office's client: the shop's openapi-fetch client (same middleware, timeout and errors)
 * with the staff session's bearer token, never the customer's. A 401 on a signed-in call ends the
 * session (expired or revoked): the app goes back to sign-in.
 */
export function createAdminApi(session: StaffSession, onExpired: () => void) {
  const api = createApi({ accessToken: session.token });
  api.use({
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('authorization')) {
        session.signedOut();
        onExpired();
      }
      return response;
    },
  });
  return api;
}

export type AdminApi = ReturnType<typeof createAdminApi>;
