/** `sufra` for `sufra.localhost` when the base host is `localhost`: one label right before the base host. */
export const tenantNameFromHost = (hostname: string, baseHost: string): string | null => {
  const suffix = `.${baseHost}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(label) ? label : null;
};
