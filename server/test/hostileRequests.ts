import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../src/http/routeRegistry';
import {
  BAD_ID_TEXTS,
  BAD_SORTS,
  encodeUrlPart,
  hostileJson,
  hostileString,
  hostileUrlValue,
  HUNDRED_KB,
  MALFORMED_JSON,
  OVER_BODY_LIMIT,
  WRONG_CONTENT_TYPES,
} from './hostileValues';

/** Whole hostile requests for one route of the registry, and what a response must never be. */

/** The keys of a zod object schema, through the pipes and wrappers around it; none when it is not an object. */
export function shapeKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = (current.def?.in ?? current.def?.innerType ?? current.def?.schema) as typeof current;
  }
  return [];
}

export type HostileBody = { contentType: string; payload: string };
export type HostileRequest = { path: string; query: string; body: HostileBody | null };

const json = (payload: string): HostileBody => ({ contentType: 'application/json', payload });

/** A query string of hostile pairs: the route's own keys and list keys, bad values, repeated and bracketed keys. */
function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom('page', 'size', 'sort', 'blurry', ...keys),
    hostileString.filter((s) => s.length < 200).map(encodeUrlPart),
  );
  const value = fc.oneof(
    hostileUrlValue,
    fc.constantFrom(...BAD_SORTS).map(encodeUrlPart),
    fc.constantFrom(...BAD_ID_TEXTS).map(encodeUrlPart),
  );
  const pair = fc.oneof(
    fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
    fc.tuple(key, value, value).map(([k, a, b]) => `${k}=${a}&${k}=${b}`), // an array where a scalar is expected
    fc.tuple(key, value).map(([k, v]) => `${k}[]=${v}&${k}[x]=${v}`),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&')) },
  );
}

/** A hostile body: not JSON, a wrong type, the route's own fields with hostile values, or too large. */
export function bodyArbitrary(keys: string[]): fc.Arbitrary<HostileBody> {
  const fields = keys.length ? keys : ['id', 'name'];
  const shaped = fc
    .array(fc.tuple(fc.constantFrom(...fields), hostileJson), { minLength: 1, maxLength: fields.length + 1 })
    .map((entries) => json(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`));
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map(json),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map(([contentType, payload]) => ({ contentType, payload })),
    hostileJson.map(json),
    shaped,
    shaped,
    fc.constantFrom(...fields).map((k) => json(JSON.stringify({ [k]: HUNDRED_KB }))),
    fc.constant(json(OVER_BODY_LIMIT)),
  );
}

/** Bodies for an upload route (multipart only): multipart that is broken in some way. */
const brokenMultipart: fc.Arbitrary<HostileBody> = fc.constantFrom(
  ...WRONG_CONTENT_TYPES.filter(([type]) => type.startsWith('multipart')).map(([contentType, payload]) => ({
    contentType,
    payload,
  })),
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '' },
);

/**
 * Whether `path` still reaches the route that starts with `prefix` once parsed as a URL. A parser resolves `%2e%2e`
 * segments as `..` (the request helper does, and so does every browser), so `/files/attachments/%2e%2e/%2e%2e` is
 * `/`: a request to another route, not a hostile value for this one.
 */
const staysUnder = (prefix: string) => (path: string) => new URL(path, 'http://localhost').pathname.startsWith(prefix);

export function requestArbitrary(route: RegisteredRoute): fc.Arbitrary<HostileRequest> {
  const params = route.url.match(/:\w+|\*/g) ?? [];
  const path = fc
    .array(hostileUrlValue, { minLength: params.length, maxLength: params.length })
    .map((values) => values.reduce((url, value, i) => url.replace(params[i]!, value), route.url))
    .filter(staysUnder(route.url.split(/:\w+|\*/)[0]!));
  const withBody = !['GET', 'HEAD'].includes(route.method);
  const body: fc.Arbitrary<HostileBody | null> = !withBody
    ? fc.constant(null)
    : route.multipart
      ? brokenMultipart
      : bodyArbitrary(shapeKeys(route.schema?.body));
  return fc.record({ path, query: queryArbitrary(shapeKeys(route.schema?.querystring)), body });
}

/** Why a response breaks the rules, or null: a 5xx, or a 4xx a user could not read. */
export function violation(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  const cjk = /[\u4e00-\u9fff]/;
  if (type.includes('text/html')) return cjk.test(response.body) ? null : `HTML ${response.statusCode} without Chinese`;
  let message: unknown;
  try {
    message = (response.json() as { message?: unknown }).message;
  } catch {
    return `${response.statusCode} without a JSON body (${type}): ${response.body.slice(0, 200)}`;
  }
  return typeof message === 'string' && cjk.test(message)
    ? null
    : `${response.statusCode} without a Chinese message: ${response.body.slice(0, 200)}`;
}
