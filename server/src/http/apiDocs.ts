import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifySchema, onRequestHookHandler } from 'fastify';
import type { App } from '../context';
import { serverVersion } from '../version';

type Transform = typeof jsonSchemaTransform;
const SCHEMA_PARTS = ['params', 'querystring', 'body', 'headers', 'response'] as const;

/**
 * The zod transform, made unable to break the document: a route part whose schema cannot be expressed in
 * JSON Schema (a custom check, a date) is documented without that part instead of failing the whole page.
 */
const safeTransform: Transform = (input) => {
  try {
    return jsonSchemaTransform(input);
  } catch {
    const schema = { ...(input.schema as Record<string, unknown>) };
    for (const part of SCHEMA_PARTS) {
      if (!schema[part]) continue;
      try {
        jsonSchemaTransform({ ...input, schema: { [part]: schema[part] } });
      } catch {
        delete schema[part];
      }
    }
    try {
      return jsonSchemaTransform({ ...input, schema });
    } catch {
      // Every part left out; what the route says of itself (summary, operationId) stays.
      for (const part of SCHEMA_PARTS) delete schema[part];
      return jsonSchemaTransform({ ...input, schema });
    }
  }
};

/** Where the transform leaves who may call an operation, for the document's last pass (`completeDocument`). */
const CALLER = 'x-yjf-caller';
type Caller = { session: boolean; rateLimited: boolean };

/**
 * A route as the document shows it: its schema in JSON Schema, and who may call it. A route under /api or
 * /auth needs a session unless it is public (`platform/auth/authenticate.ts`); the others (files, pages) check
 * their own callers.
 */
const documentedTransform: Transform = (input) => {
  const result = safeTransform(input);
  const { url } = input.route;
  const config = input.route.config as { public?: boolean; rateLimit?: unknown } | undefined;
  const caller: Caller = {
    session: (url.startsWith('/api/') || url.startsWith('/auth/')) && !config?.public,
    rateLimited: Boolean(config?.rateLimit),
  };
  return { ...result, schema: { ...result.schema, [CALLER]: caller } as FastifySchema };
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 wants a type beside `nullable`, which zod's 3.0 output leaves out for a nullable union: a union of
 * one member becomes that member, and `nullable` moves into each member of a longer one.
 */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tidySchemas);
  if (!isObject(node)) return;
  for (const value of Object.values(node)) tidySchemas(value);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = node[keyword];
    if (!Array.isArray(members) || members.some((member) => !isObject(member) || '$ref' in member)) continue;
    if (members.length === 1 && Object.keys(members[0] as JsonObject).every((key) => !(key in node))) {
      delete node[keyword];
      Object.assign(node, members[0]);
    } else if (node.nullable === true && !('type' in node)) {
      delete node.nullable;
      for (const member of members as JsonObject[]) member.nullable = true;
    }
  }
}

/** The answer of every refusal: `{status, message}` (`http/errors.ts`). */
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

const withoutKeys = <T>(entries: Record<string, T>, present: JsonObject) =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in present)));

/** The refusals every operation may give, by who may call it. */
function refusalsOf(caller: Caller): Record<string, { $ref: string }> {
  const refusals: Record<string, { $ref: string }> = { '400': { $ref: '#/components/responses/BadRequest' } };
  if (caller.session) {
    refusals['401'] = { $ref: '#/components/responses/Unauthorized' };
    refusals['403'] = { $ref: '#/components/responses/Forbidden' };
  }
  if (caller.rateLimited) refusals['429'] = { $ref: '#/components/responses/TooManyRequests' };
  return refusals;
}

/**
 * The document's last pass: the components the routes refer to (made by `jsonSchemaTransformObject`), and for
 * every operation the refusals it may answer and, for one open without a session, no security requirement.
 */
const completeDocument: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject & {
    components: JsonObject & { schemas?: JsonObject };
    paths: Record<string, Record<string, JsonObject>>;
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const caller = operation[CALLER] as Caller | undefined;
      delete operation[CALLER];
      if (!caller) continue;
      if (!caller.session) operation.security = [];
      // The route's own answers first, then the refusals it does not declare itself.
      operation.responses = { ...operation.responses, ...withoutKeys(refusalsOf(caller), operation.responses) };
    }
  }
  // The calls are answered by the server that serves the document.
  document.servers = [{ url: '/', description: '本服务器' }];
  document.components = {
    ...document.components,
    schemas: {
      ...document.components.schemas,
      Refusal: {
        type: 'object',
        properties: {
          status: { type: 'integer', description: 'HTTP 状态码' },
          message: { type: 'string', description: '给用户看的中文说明' },
        },
        required: ['status', 'message'],
      },
    },
    responses: {
      BadRequest: refusal('请求不正确：参数未通过校验，或违反业务规则（说明见 message）'),
      Unauthorized: refusal('未登录，或登录状态已过期'),
      Forbidden: refusal('没有权限进行此操作，或公司的套餐不含此功能'),
      TooManyRequests: refusal('请求过于频繁，请稍后再试'),
    },
  };
  tidySchemas(document.paths);
  tidySchemas(document.components);
  return document;
};

/**
 * `/doc.html` (spec section 7): the OpenAPI 3 document of the whole API, generated from the routes' zod
 * schemas, with a browsable UI under `/doc/` and the JSON at `/doc.json`. Registered before the routes so it
 * sees them all; every page of it is behind `guard`, an onRequest hook the app gives (the platform's page
 * check: only platform administrators signed in in this browser; the 接口文档 menu opens it).
 */
export async function registerApiDocs(app: App, guard: onRequestHookHandler): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '云交付 API',
        description:
          '云交付-智能影音项目管理系统的接口。除登录等公开接口外，请求需带 `Authorization: Bearer <token>`。',
        version: serverVersion,
      },
      components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
      security: [{ token: [] }],
    },
    transform: documentedTransform,
    // The schemas named with `.meta({ id })` (the trees that refer to themselves) become components.
    transformObject: completeDocument,
  });

  await app.register(async (docs) => {
    docs.addHook('onRequest', guard);
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/doc',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
      // Swagger UI's own policy (with the hashes of its inline parts), minus what a plain-http install on a
      // LAN cannot have: upgrading requests to https, and styles and fonts from any https origin.
      transformStaticCSP: (header: string) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/ https:/g, ''),
    });
    docs.get('/doc.html', { schema: { hide: true } }, (_request, reply) => reply.redirect('/doc/'));
    docs.get('/doc.json', { schema: { hide: true } }, (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.swagger();
    });
  });
}
