import { API_ERROR_CODES, API_ERRORS, type ApiErrorCode } from '@storefront/shared/contracts';

/** The `{ code, message }` of an error answer whose message is a fixed text of the code table. */
export const tableError = (message: string): { code: ApiErrorCode; message: string } => {
  const code = API_ERROR_CODES.find((candidate) => API_ERRORS[candidate] === message);
  if (!code) throw new Error(`No api error code has the message "${message}"`);
  return { code, message };
};
