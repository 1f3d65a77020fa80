import { ROUTES, type RouteDefinition } from './routes';
import { stripLocale } from './locale-path';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface Segment {
  kind: 'static' | 'param';
  name: string;
  optional: boolean;
}

const parse = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const optional = part.endsWith('?');
      const bare = optional ? part.slice(0, -1) : part;
      return bare.startsWith(':') ? { kind: 'param', name: bare.slice(1), optional } : { kind: 'static', name: bare, optional };
    });

const matchSegments = (pattern: Segment[], parts: string[], params: Record<string, string>): boolean => {
  const [head, ...rest] = pattern;
  if (!head) return parts.length === 0;
  if (head.optional && matchSegments(rest, parts, params)) return true;
  const [part, ...others] = parts;
  if (part === undefined) return false;
  if (head.kind === 'static' && head.name !== part) return false;
  const next = head.kind === 'param' ? { ...params, [head.name]: decodeURIComponent(part) } : params;
  if (!matchSegments(rest, others, next)) return false;
  Object.assign(params, next);
  return true;
};

/** Static segments outrank parameters, as react-router ranks them. */
const score = (route: RouteDefinition): number =>
  parse(route.path).reduce((sum, s) => sum + (s.kind === 'static' ? 10 : s.optional ? 1 : 3), 0);

const RANKED = [...ROUTES].sort((a, b) => score(b) - score(a));

/** The route a pathname (with or without `/en`) belongs to, or null for an unknown route. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const parts = stripLocale(pathname).split('/').filter(Boolean);
  for (const route of RANKED) {
    const params: Record<string, string> = {};
    if (matchSegments(parse(route.path), parts, params)) return { route, params };
  }
  return null;
};
