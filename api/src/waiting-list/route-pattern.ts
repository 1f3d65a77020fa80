/** The route of a path helper that encodes its argument: `routePattern(WAITING_LIST_PATHS.entry, 'token')` → `.../waiting/:token`. */
export const routePattern = (path: (id: string) => string, name: string): string =>
  path(`:${name}`).replace(encodeURIComponent(`:${name}`), `:${name}`);
