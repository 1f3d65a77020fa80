import type { LoginState } from '../contracts';
import { checked } from '../http/read-answer';

/**
 * Reads the `state` query parameter of a login return: base64 of URI-encoded JSON with the token and
 * the customer. Anything malformed gives null; the token is still to be checked with the API before
 * anyone is shown as logged in.
 */
export const decodeLoginState = async (state: string | null | undefined): Promise<LoginState | null> => {
  if (!state || state.length > 8192) return null;
  try {
    const json = decodeURIComponent(atob(state.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '')));
    return await checked('loginStateSchema', JSON.parse(json));
  } catch {
    return null;
  }
};

export const encodeLoginState = (state: LoginState): string => btoa(encodeURIComponent(JSON.stringify(state)));
