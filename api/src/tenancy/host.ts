/** The host name of a Host header value: lower case, without the port and a trailing dot. */
export const hostnameOf = (host: string): string => {
  const value = host.trim().toLowerCase();
  const withoutPort = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
};

/** `sufra` for `sufra.localhost` when the base host is `localhost`: one label right before the base host. */
export const tenantNameFromHost = (hostname: string, baseHost: string): string | null => {
  const suffix = `.${baseHost}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(label) ? label : null;
};
