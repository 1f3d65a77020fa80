/** The host name of a Host header value: lower case, without the port and a trailing dot (`Sufra.LocalHost.:8080` is `sufra.localhost`). */
export const hostnameOf = (host: string): string => {
  const value = host.trim().toLowerCase();
  const withoutPort = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
};
