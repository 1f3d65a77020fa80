import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { apiErrorSchema, localizationHeadersSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_ROOT } from '../api-root';
import { OPENAPI_COMPONENTS } from './openapi-components';
import { SECURITY_SCHEMES } from './openapi-security';

/** The interactive reference of the OpenAPI document (development only). */
export const REFERENCE_PAGE_PATH = '/api/v1/reference';

const ERROR_DESCRIPTION = 'An error: `{ code, message, errors? }` (docs/api.md, "Errors")';

/** `/api/v1/order/orders` → `order`, `/media/...` → `media`: the document groups calls by their first segment. */
const tagOf = (url: string): string => {
  const segments = url.split('/').filter(Boolean);
  return (segments[0] === 'api' ? segments[2] : segments[0]) ?? 'api';
};

const toJsonSchema = createJsonSchemaTransform({ schemaRegistry: OPENAPI_COMPONENTS, skipList: [] });

/**
 * A route's schema as the document shows it: grouped by its path, every call of a tenant with the
 * language header, and every call with the error answer beside the answers it documents.
 */
const transform: SwaggerTransform = (document) => {
  const { schema, url } = document;
  if (schema.hide) return toJsonSchema(document);
  const tenantCall = schema.security?.some((requirement) => 'tenant' in requirement) ?? false;
  return toJsonSchema({
    ...document,
    schema: {
      ...schema,
      tags: schema.tags ?? [tagOf(url)],
      ...(tenantCall && schema.headers === undefined ? { headers: localizationHeadersSchema } : {}),
      response: { ...(schema.response as object), default: apiErrorSchema },
    },
  });
};

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: OPENAPI_COMPONENTS });

/** The components the paths reach (through other components too): the others are the unused input or output twin of one. */
const reachable = (openapi: OpenAPIV3_1.Document): Set<string> => {
  const schemas = openapi.components?.schemas ?? {};
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name === undefined || found.has(name)) continue;
      found.add(name);
      visit(schemas[name]);
    }
  };
  visit(openapi.paths);
  return found;
};

/** Answers described by their status's name instead of Fastify's "Default Response"; components no path uses left out. */
const transformObject: SwaggerTransformObject = (document) => {
  const openapi = withComponents(document) as OpenAPIV3_1.Document;
  const used = reachable(openapi);
  const schemas = openapi.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  for (const item of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (!('description' in response) || response.description !== 'Default Response') continue;
        response.description = status === 'default' ? ERROR_DESCRIPTION : (STATUS_CODES[status] ?? status);
      }
    }
  }
  return openapi;
};

const apiVersion = (): string => (JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The OpenAPI 3.1 document of every route registered after this (`app.swagger()`), generated from
 * the routes' zod contracts. With `referencePage`, its interactive reference is served too; the page's
 * package is loaded only then, so production never loads it.
 */
export const registerOpenApi = async (app: FastifyInstance, { referencePage }: { referencePage: boolean }): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront platform API',
        version: apiVersion(),
        description:
          'The calls of the storefront, its operators and payment providers. Tenancy, headers, errors, limits and the ' +
          'state machines are described in docs/api.md; the shapes here are the shared zod contracts the api answers with.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject,
  });
  if (!referencePage) return;
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  // In a plugin of its own: the page's Content-Security-Policy applies to its routes only.
  await app.register(async (page) => {
    await page.register(swaggerUi, {
      routePrefix: REFERENCE_PAGE_PATH,
      staticCSP: true,
      // Its scripts and styles by hash; no upgrade to https, which the local http server does not speak.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { persistAuthorization: true, docExpansion: 'none', tryItOutEnabled: true, deepLinking: true },
    });
  });
};
