import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ERROR_STATUS } from './http/error-status';

/**
 * The api's layers (docs/design.md, "The api service"): routes speak HTTP and call services; services
 * hold the business rules and the transactions and throw `DomainError`s; repositories hold every SQL
 * statement, one repository per table. These rules read the source, so a file that breaks one is named.
 */

const SRC = __dirname;

/** The database's own code (connections, migrations), the demo data and the test helpers: no layer of the api. */
const INFRASTRUCTURE = /^(db|seed|testing)\//;
/** Adapters keep their own storage (a development outbox, a sandbox, the SQL limiter). */
const ADAPTERS = new Set([
  'sms/outbox-sms-sender.ts',
  'email/outbox-email-sender.ts',
  'human-check/sandbox-human-check.ts',
  'payments/sandbox-provider.ts',
  // The sandbox's refunds, one per idempotency key, in a transaction of their own.
  'payments/sandbox-refund-service.ts',
  'limits/sql-limiter.ts',
]);

/**
 * The routes' `HttpError`s that are HTTP's own, not a refusal of the domain: a path or body that cannot
 * name the resource at all (as `pathRowId` answers a path id that cannot be a row id). Per file, how many.
 */
const HTTP_ONLY_ROUTE_ERRORS: Readonly<Record<string, number>> = {
  // A path session id that cannot be a dine-in session id: 404 before any lookup.
  'operator/operator-dine-in-routes.ts': 1,
  // A body id that is not the path's entry: the request contradicts itself (400).
  'waiting-list/waiting-entry-routes.ts': 1,
};

/** The route files that choose a status of 4xx or 5xx themselves, and how many times: answers of HTTP's own, not a refusal of the domain. */
const ROUTE_REFUSAL_STATUSES: Readonly<Record<string, number>> = {
  // The health check's 503 takes the instance out of a load balancer.
  'http/health-route.ts': 2,
  // The sandbox's payment page is HTML for the customer's browser: its 404 and 410 are pages.
  'payments/provider-routes.ts': 4,
};

/** The scopes of routes (`tenancy/scopes.ts`, the operator's in `operator/operator-key-auth.ts`). */
const SCOPE_MAKERS = new Set(['publicScope', 'tenantScope', 'customerScope', 'operatorScope', 'tenantScopeCheckedBy']);

/** A table's repository: `<table>-repository.ts`, or a folder `<table>-repository/` whose files together are that one repository. */
const isRepository = (file: string): boolean => /-repository(\.ts|\/[^/]+\.ts)$/.test(file);
/** The repository a file is (a repository folder's files are their folder). */
const repositoryOf = (file: string): string => file.replace(/(-repository)\/[^/]+\.ts$/, '$1');
const isRoute = (file: string): boolean => /-(route|routes|plugin)\.ts$/.test(file);
/** What may throw HttpError: the HTTP helpers (a route only for a reason of HTTP's own, HTTP_ONLY_ROUTE_ERRORS). */
const isHttpHelper = (file: string): boolean => file.startsWith('http/');

const SQL_START = /^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s|DELETE\s+FROM\s|WITH\s+(RECURSIVE\s+)?\w+\s+AS\b|LOCK\s+TABLE\s)/;

interface Statement {
  text: string;
  /** The table it reads first or writes (null: none, or named at run time). */
  table: string | null;
}

interface SourceFile {
  file: string;
  statements: Statement[];
  /** `new HttpError(...)`: the status and code when both are literals. */
  httpErrors: { status: number | null; code: string | null }[];
  /** Literal 4xx and 5xx statuses handed to a call (`reply.code(409)`): a refusal answered by hand. */
  refusalStatuses: number;
  /** Whether it names Fastify's `FastifyReply`: it can answer a request itself. */
  namesReply: boolean;
  /** `parseRequest(...)` calls, and whether a route of the file says why it validates in the handler. */
  requestParses: number;
  validatesInHandler: boolean;
  /** Calls that make a scope of routes (`customerScope(...)`, `tenantScope(...)`...). */
  scopesMade: number;
  importsHttpError: boolean;
  transactions: number;
  /** Files it imports at run time (type-only imports left out), relative to src. */
  runtimeImports: string[];
  /** Files it imports, type-only imports too, relative to src. */
  imports: string[];
  /** Whether it imports zod's values (it can build a schema), not only its types. */
  buildsSchemas: boolean;
}

const mainTable = (sql: string): string | null => {
  const text = sql.replace(/\s+/g, ' ').trim();
  const kind = text.split(' ')[0];
  const pattern =
    kind === 'INSERT'
      ? /^INSERT INTO (\w+)/
      : kind === 'UPDATE'
        ? /^UPDATE (\w+)/
        : kind === 'DELETE'
          ? /^DELETE FROM (\w+)/
          : kind === 'LOCK'
            ? /^LOCK TABLE (\w+)/
            : kind === 'WITH'
              ? /\b(?:INSERT INTO|UPDATE|DELETE FROM) (\w+)|\bFROM (\w+)/
              : /\bFROM (\w+)/;
  // A read's table is the one its own FROM names, not a subquery's (`(SELECT value FROM settings ...) AS x`).
  let outer = text;
  for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) outer = inner;
  const match = (kind === 'SELECT' && pattern.exec(outer)) || pattern.exec(text);
  return match?.[1] ?? match?.[2] ?? null;
};

const literalText = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A placeholder stands for what is filled in at run time (a table name there is not known).
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `\${} ${span.literal.text}`).join('');
  return null;
};

const resolveImport = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(path.join(SRC, from)), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return path.relative(SRC, candidate).split(path.sep).join('/');
    } catch {
      // not this one
    }
  }
  return null;
};

const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly);
};

const readSource = (file: string): SourceFile => {
  const source = ts.createSourceFile(file, readFileSync(path.join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: SourceFile = {
    file,
    statements: [],
    httpErrors: [],
    refusalStatuses: 0,
    namesReply: false,
    scopesMade: 0,
    requestParses: 0,
    validatesInHandler: false,
    importsHttpError: false,
    transactions: 0,
    runtimeImports: [],
    imports: [],
    buildsSchemas: false,
  };
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null && SQL_START.test(text)) {
      found.statements.push({ text, table: mainTable(text) });
      return;
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target && !isTypeOnly(node)) found.runtimeImports.push(target);
      if (target && ts.isImportDeclaration(node)) found.imports.push(target);
      if (/^zod(\/|$)/.test(node.moduleSpecifier.text) && ts.isImportDeclaration(node) && !isTypeOnly(node)) found.buildsSchemas = true;
      if (ts.isImportDeclaration(node) && target === 'http/http-error.ts') found.importsHttpError = true;
      if (node.moduleSpecifier.text === 'fastify' && /\bFastifyReply\b/.test(node.getText())) found.namesReply = true;
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
      const [status, code] = node.arguments ?? [];
      found.httpErrors.push({
        status: status && ts.isNumericLiteral(status) ? Number(status.text) : null,
        code: code && ts.isStringLiteral(code) ? code.text : null,
      });
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'transaction')
      found.transactions += 1;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SCOPE_MAKERS.has(node.expression.text)) found.scopesMade += 1;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'parseRequest') found.requestParses += 1;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'validatedInHandler')
      found.validatesInHandler = true;
    if (ts.isCallExpression(node))
      found.refusalStatuses += node.arguments.filter(
        (argument) => ts.isNumericLiteral(argument) && /^[45]\d\d$/.test(argument.text),
      ).length;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const listFiles = (folder: string): string[] =>
  readdirSync(path.join(SRC, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });

const sources = listFiles('').map(readSource);
const layered = sources.filter((source) => !INFRASTRUCTURE.test(source.file));
/** The files where `count` is above zero, with their counts. */
const offenders = (files: readonly SourceFile[], count: (source: SourceFile) => number): Record<string, number> =>
  Object.fromEntries(files.map((source) => [source.file, count(source)] as const).filter(([, value]) => value > 0));

describe('the api layers', () => {
  it('finds the SQL it checks (the scan works)', () => {
    const repositoryStatements = layered.filter((source) => isRepository(source.file)).flatMap((source) => source.statements);
    expect(repositoryStatements.length).toBeGreaterThan(100);
    expect(mainTable('SELECT o.id FROM orders o JOIN branches b ON b.id = o.branch_id')).toBe('orders');
    expect(mainTable('UPDATE payment_sessions SET status = $2')).toBe('payment_sessions');
    expect(mainTable('SELECT r.*, (SELECT value FROM settings WHERE key = $1) AS x FROM reservations r')).toBe('reservations');
    expect(mainTable('SELECT EXISTS (SELECT 1 FROM orders WHERE id = $1) AS found')).toBe('orders');
    expect(sources.find((source) => source.file === 'app.ts')?.runtimeImports).toContain('http/error-handlers.ts');
  });

  it('runs SQL only in repositories and adapters', () => {
    const outside = layered.filter((source) => !isRepository(source.file) && !ADAPTERS.has(source.file));
    expect(offenders(outside, (source) => source.statements.length)).toEqual({});
  });

  it('gives every table one repository, which holds every statement that reads it first or writes it', () => {
    const owners = new Map<string, Set<string>>();
    for (const source of layered.filter((candidate) => isRepository(candidate.file)))
      for (const { table } of source.statements)
        if (table) owners.set(table, (owners.get(table) ?? new Set()).add(repositoryOf(source.file)));
    const shared = Object.fromEntries(
      [...owners].filter(([, files]) => files.size > 1).map(([table, files]) => [table, [...files].sort()]),
    );
    expect(shared).toEqual({});
  });

  it('lets routes reach the data only through services: a route file imports no repository', () => {
    const routes = layered.filter((source) => isRoute(source.file));
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.find((source) => source.file === 'cart/cart-routes.ts')?.imports).toContain('cart/cart-service.ts');
    expect(isRepository('orders/order-repository/index.ts')).toBe(true);
    const reaching = routes.flatMap((source) => source.imports.filter(isRepository).map((target) => `${source.file} → ${target}`));
    expect(reaching).toEqual([]);
  });

  it('takes every request and answer schema from the shared contracts: a route file builds no zod schema', () => {
    expect(sources.find((source) => source.file === 'config.ts')?.buildsSchemas).toBe(true);
    expect(layered.filter((source) => isRoute(source.file) && source.buildsSchemas).map((source) => source.file)).toEqual([]);
  });

  it('throws HttpError only in the HTTP helpers (routes and services throw DomainError)', () => {
    const outside = layered.filter((source) => !isHttpHelper(source.file));
    expect(offenders(outside, (source) => source.httpErrors.length)).toEqual(HTTP_ONLY_ROUTE_ERRORS);
    const allowed = Object.keys(HTTP_ONLY_ROUTE_ERRORS);
    expect(allowed.filter((file) => !isRoute(file))).toEqual([]);
    expect(outside.filter((source) => source.importsHttpError && !allowed.includes(source.file)).map((source) => source.file)).toEqual([]);
  });

  it("writes no refusal's status in a route: a service's DomainError gets its code's status from the map", () => {
    const routes = layered.filter((source) => isRoute(source.file));
    expect(offenders(routes, (source) => source.refusalStatuses)).toEqual(ROUTE_REFUSAL_STATUSES);
  });

  it('answers requests in routes and HTTP helpers only: a service throws its refusal and never takes the reply', () => {
    // The scopes type their hooks, which Fastify hands the reply.
    const others = layered.filter((source) => !isRoute(source.file) && !isHttpHelper(source.file) && source.file !== 'tenancy/scopes.ts');
    expect(others.filter((source) => source.namesReply).map((source) => source.file)).toEqual([]);
  });

  it('makes every scope of routes in the table of routes (app-routes.ts): no route plugin makes a scope of its own', () => {
    // The scopes themselves: a tenant scope is one checked by x-tenant, the operator's one checked by its key.
    const makers = new Set(['app-routes.ts', 'tenancy/scopes.ts', 'operator/operator-key-auth.ts']);
    const elsewhere = layered.filter((source) => !makers.has(source.file));
    expect(offenders(elsewhere, (source) => source.scopesMade)).toEqual({});
    expect(sources.find((source) => source.file === 'app-routes.ts')?.scopesMade).toBe(4);
  });

  it('parses no request Fastify has validated: a route file calls parseRequest only for a route that says why (validatedInHandler)', () => {
    const routes = layered.filter((source) => isRoute(source.file) && !source.validatesInHandler);
    expect(offenders(routes, (source) => source.requestParses)).toEqual({});
  });

  it("answers a route's HttpError with the status the status map gives its code", () => {
    const differing = layered.flatMap((source) =>
      source.httpErrors.flatMap(({ status, code }) => {
        if (status === null || code === null || !(code in ERROR_STATUS)) return [];
        const mapped: number | Readonly<Record<string, number>> = ERROR_STATUS[code as keyof typeof ERROR_STATUS];
        const allowed = typeof mapped === 'number' ? [mapped] : Object.values(mapped);
        return allowed.includes(status) ? [] : [`${source.file}: ${status} ${code} (the map: ${allowed.join(' or ')})`];
      }),
    );
    expect(differing).toEqual([]);
  });

  it('opens transactions in services only, which are named <thing>-service.ts', () => {
    const opening = layered.filter((source) => !source.file.endsWith('-service.ts'));
    expect(offenders(opening, (source) => source.transactions)).toEqual({});
  });

  it('has no import circle at run time', () => {
    const imports = new Map(sources.map((source) => [source.file, source.runtimeImports]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (file: string, trail: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) walk(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of imports.keys()) walk(file, []);
    expect(circles).toEqual([]);
  });
});
