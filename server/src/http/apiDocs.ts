import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { onRequestHookHandler } from 'fastify';
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
      return { schema: {}, url: input.url };
    }
  }
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
    transform: safeTransform,
    // The schemas named with `.meta({ id })` (the trees that refer to themselves) become components.
    transformObject: jsonSchemaTransformObject,
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
