/** Calls to the api of the test stack, as a tenant's storefront or its restaurant would make them. */
const APP_TOKENS = new Map<string, string>();

/** The suite's main api, unless a call names another (the providers stack's, `E2E_PROVIDERS_API_URL`). */
const mainApi = (): string => process.env.E2E_API_URL ?? '';

const appToken = async (tenant: string, api: string): Promise<string> => {
  const key = `${api} ${tenant}`;
  if (!APP_TOKENS.has(key)) {
    const lookup = await fetch(`${api}/api/v1/tenant/lookup?host=${tenant}.localhost`);
    APP_TOKENS.set(key, ((await lookup.json()) as { data: { app_token: string } }).data.app_token);
  }
  return APP_TOKENS.get(key)!;
};

export const apiCall = async (
  tenant: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; api?: string | undefined } = {},
) => {
  const api = init.api ?? mainApi();
  const headers: Record<string, string> = {
    'x-tenant': tenant,
    'x-app-token': await appToken(tenant, api),
    accept: 'application/json',
    ...init.headers,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers['x-authorization-token'] = `Bearer ${init.token}`;
  const response = await fetch(`${api}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
};

/** A new sandbox human check of the tenant, answered as a person would ("What is 3 + 4?" → "7"). */
export const solvedHumanCheck = async (tenant: string): Promise<{ key: string; answer: string }> => {
  const challenge = (await apiCall(tenant, '/api/v1/tenant/human-check')).body?.data as { key: string; question: { en: string } };
  const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(challenge.question.en) ?? [];
  if (a === undefined || b === undefined) throw new Error(`not a sandbox question: ${challenge.question.en}`);
  return { key: challenge.key, answer: String(Number(a) + Number(b)) };
};

/** Asks for a login code; a second code for the number within the hour comes with the human check answered (the api answers 428 first). */
export const sendLoginCode = async (tenant: string, country_code: string, mobile: string) => {
  const sent = await apiCall(tenant, '/api/v1/user/auth/otp/send', { method: 'POST', body: { country_code, mobile } });
  if (sent.status !== 428) return sent;
  const human_check = await solvedHumanCheck(tenant);
  return apiCall(tenant, '/api/v1/user/auth/otp/send', { method: 'POST', body: { country_code, mobile, human_check } });
};

/** Logs a customer in by e-mail and password through the api, answering the human check when the api asks for it (after failures of that e-mail). */
export const loginByEmail = async (
  tenant: string,
  email: string,
  password: string,
): Promise<{ token: string; customer: Record<string, unknown> }> => {
  const body = { email, password };
  let answer = await apiCall(tenant, '/api/v1/user/auth/login', { method: 'POST', body });
  if (answer.status === 428) {
    const human_check = await solvedHumanCheck(tenant);
    answer = await apiCall(tenant, '/api/v1/user/auth/login', { method: 'POST', body: { ...body, human_check } });
  }
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body!.data as { token: string; customer: Record<string, unknown> };
};

/** Logs a customer in the real way: a code by SMS (read from the development outbox), then verified. */
export const loginByMobile = async (
  tenant: string,
  country_code: string,
  mobile: string,
): Promise<{ token: string; customer: Record<string, unknown> }> => {
  const sent = await sendLoginCode(tenant, country_code, mobile);
  if (sent.status !== 200) throw new Error(`otp send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const outbox = await apiCall(tenant, '/api/v1/dev/outbox');
  const latest = (outbox.body?.data as Array<{ to: string; code: string }>).find((m) => m.to.endsWith(mobile));
  if (!latest) throw new Error('no code in the outbox');
  const verified = await apiCall(tenant, '/api/v1/user/auth/otp/verify', {
    method: 'POST',
    body: { country_code, mobile, code: latest.code },
  });
  if (verified.status !== 200) throw new Error(`otp verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body!.data as { token: string; customer: Record<string, unknown> };
};
