import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { bearer, encrypted, signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';
import { HUGE_NUMBER_TEXTS, LONG_URL_VALUES, hostileString } from '../../test/hostileValues';
import { requestArbitrary, shapeKeys, violation, type HostileRequest } from '../../test/hostileRequests';
import { NUL_CHARACTER_MESSAGE } from './nulCharacters';
import { OUT_OF_RANGE_MESSAGE } from '@yjf/domain/lists';
import { registeredRoutes, type RegisteredRoute } from './routeRegistry';

/** The run's seed: set HOSTILE_SEED to replay a failure (every failure message names it). */
const SEED = Number(process.env.HOSTILE_SEED) || Math.floor(Math.random() * 2 ** 31);
/** Runs of the property per route, each as one of the two administrators. */
const RUNS = 8;
/** Who sends: a company administrator, and the platform administrator for the platform's own routes. */
const CALLERS = ['company', 'platform'] as const;
const PHONES = { company: '13800000001', platform: '13800000000' } as const;

/** Routes not walked, and why. Everything else the app registers is. */
const SKIPPED: Record<string, string> = {
  'GET /websocket':
    'a websocket upgrade, not a request with a body (monitor.api.test.ts and bellSockets.api.test.ts cover it)',
  'GET /doc': "Swagger UI's static page",
  'GET /doc/static/*': "Swagger UI's static files",
  'GET /doc/static/index.html': "Swagger UI's static page",
  'GET /doc/static/swagger-initializer.js': "Swagger UI's static script",
  'GET /doc/json': 'the OpenAPI document Swagger UI generates once',
  'GET /doc/yaml': 'the OpenAPI document Swagger UI generates once',
  'GET /remotes/*': "static files of the released remotes (@fastify/static's own path checks)",
};

/**
 * Tables a rejected request may still write, so the fingerprint leaves them out: the caller's session (its
 * last-seen time), sign-in failures, captcha and SMS codes, the rate limits' counters, and the operation and
 * error logs.
 */
const WRITTEN_BY_ANY_REQUEST = new Set([
  'sessions',
  'login_failures',
  'captchas',
  'sms_codes',
  'sms_sends',
  // A refused sign-in is still a hit against its address's limit.
  'rate_limit_windows',
  'operation_logs',
  'error_logs',
  // Every payment notification is kept, refused ones too, as the record of what the provider sent.
  'payment_notifications',
]);

/**
 * Hostile input to every endpoint (issue 11): malformed bodies, wrong types, huge strings, unicode tricks,
 * SQL and script fragments, bad sort, page and id values, sent by a company administrator and by the
 * platform administrator to every route the app registers. Never a 5xx, every 4xx with a Chinese message,
 * and the database the same before and after.
 */
describe('hostile input to every endpoint', () => {
  let server: TestServer;
  let tokens: { company: string; platform: string };
  let fingerprintQuery: string;
  let addressCounter = 0;

  /** Each request from its own address, so the per-client limits of sign-in, captcha and SMS never mask a handler. */
  const nextAddress = () => {
    addressCounter += 1;
    return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  /** Every table's row count and a hash of its rows, but the tables any request may write. */
  const fingerprint = async (): Promise<Record<string, string>> => {
    const result = (await server.database.db.execute(sql.raw(fingerprintQuery))) as unknown as {
      rows: { t: string; f: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.t, row.f]));
  };
  const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
    Object.keys(after).filter((table) => before[table] !== after[table]);

  const send = (route: RegisteredRoute, token: string, request: HostileRequest) => {
    const options: InjectOptions = {
      method: route.method,
      url: request.query ? `${request.path}?${request.query}` : request.path,
      headers: { ...bearer(token), ...(request.body ? { 'content-type': request.body.contentType } : {}) },
      remoteAddress: nextAddress(),
      ...(request.body ? { payload: request.body.payload } : {}),
    };
    return server.request(options);
  };

  /** Signs in again from a fresh address: for `/auth/logout`, which ends whatever session calls it. */
  const throwawaySession = async (phone: string) => {
    const response = await server.request({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: phone, password: encrypted('demo123456') },
    });
    return response.json().token as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const [company, platform] = await Promise.all([signIn(server, '13800000001'), signIn(server, '13800000000')]);
    tokens = { company: company!, platform: platform! };
    // The RSA key pair of the password cipher is made on first use: made here, before any fingerprint.
    await server.request({ method: 'GET', url: '/auth/publicKey' });
    const tables = (await server.database.db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { t: string }[] };
    fingerprintQuery = tables.rows
      .map((row) => row.t)
      .filter((table) => !WRITTEN_BY_ANY_REQUEST.has(table))
      .map(
        (table) =>
          `select '${table}' as t, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as f from "${table}"`,
      )
      .join(' union all ');
  });
  afterAll(() => server.close());

  it('refuses a NUL character in a path, a query or a JSON body with a 400 before it reaches the database', async () => {
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.request({ method, url, headers: bearer(tokens.company), ...(payload ? { payload } : {}) });
    const before = await fingerprint();
    for (const response of [
      await as('GET', '/pay/sandbox/a%00b'),
      await as('GET', '/api/customer?blurry=%00'),
      await as('POST', '/api/customer', { name: '张\u0000三', phone: '13912345678' }),
      await as('POST', '/api/supplier', { ['k\u0000']: 1 }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([400, NUL_CHARACTER_MESSAGE]);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('answers an id too large for the database with a 400, not a 500, and changes nothing', async () => {
    const before = await fingerprint();
    for (const [method, url, payload] of [
      ['PUT', '/api/users/resetPwd', { id: 2147483648 }],
      ['DELETE', '/api/customer', [2147483648]],
      ['DELETE', '/api/roles', [9007199254740991]],
    ] as const) {
      const response = await server.request({ method, url, headers: bearer(tokens.company), payload });
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, OUT_OF_RANGE_MESSAGE]);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('answers a URL that cannot be decoded with a 400 and a Chinese message', async () => {
    for (const url of ['/api/customer/%', '/api/dicts/%E4%B8', '/files/avatars/%zz/x']) {
      const response = await server.request({ method: 'GET', url, headers: bearer(tokens.company) });
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, '请求地址不正确']);
    }
  });

  it('answers a browser report of the right shape carrying hostile values with a 4xx or a count, never a 5xx', async () => {
    const count = fc.oneof(
      fc.integer({ min: -5, max: 60 }),
      fc.constantFrom(1.5, Number.MAX_SAFE_INTEGER, 2147483648, -0),
      fc.constantFrom(...HUGE_NUMBER_TEXTS),
      hostileString,
    );
    const line = fc.record({
      area: fc.oneof(fc.constantFrom('customers', 'constructor', '__proto__'), hostileString),
      version: fc.oneof(fc.constantFrom('v1', '..', 'a'.repeat(64)), hostileString),
      loads: count,
      manifest: count,
      entry: count,
      chunk: count,
      render: count,
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLERS), fc.array(line, { maxLength: 40 }), async (who, entries) => {
        const response = await server.request({
          method: 'POST',
          url: '/api/telemetry/remotes',
          headers: bearer(tokens[who]),
          remoteAddress: nextAddress(),
          payload: { entries },
        });
        const broken = violation(response);
        if (broken) failures.push(`${JSON.stringify(entries).slice(0, 300)}: ${broken}`);
      }),
      { numRuns: 40, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('refuses on every route a path parameter past 100 characters, and a number past every column in any query field', async () => {
    const routes = registeredRoutes(server.app).filter(
      (route) => !SKIPPED[`${route.method} ${route.url}`] && route.url !== '/auth/logout',
    );
    const before = await fingerprint();
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const params = route.url.match(/:\w+|\*/g) ?? [];
      const at = (value: string) => params.reduce((url, param) => url.replace(param, value), route.url);
      // The router refuses a long parameter before any caller matters; the platform's administrator holds every
      // permission, so each query field reaches its check (and the database) on every route.
      const urls = params.length ? LONG_URL_VALUES.map(at) : [];
      if (route.method === 'GET')
        for (const key of shapeKeys(route.schema?.querystring)) {
          const [huge, larger, largest] = HUGE_NUMBER_TEXTS;
          urls.push(`${at('1')}?${key}=${larger}`, `${at('1')}?${key}=${huge}&${key}=${largest}`);
        }
      for (const url of urls) {
        requests += 1;
        const response = await server.request({
          method: route.method,
          url,
          headers: bearer(tokens.platform),
          remoteAddress: nextAddress(),
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        const broken = violation(response);
        if (broken) failures.push(`${route.method} ${url.slice(0, 100)}: ${broken}`);
      }
    }
    console.log(`long parameters and huge numbers: ${routes.length} routes, ${requests} requests`);
    expect(failures).toEqual([]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  }, 180_000);

  it('answers every route with a 4xx and a Chinese message or a success, and a refusal changes nothing', async () => {
    const only = new RegExp(process.env.HOSTILE_ROUTES ?? '');
    const routes = registeredRoutes(server.app).filter(
      (route) => !SKIPPED[`${route.method} ${route.url}`] && only.test(`${route.method} ${route.url}`),
    );
    if (!process.env.HOSTILE_ROUTES) expect(routes.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let requests = 0;
    let lastViolation = '';
    for (const [index, route] of routes.entries()) {
      const name = `${route.method} ${route.url}${route.multipart ? ' (multipart)' : ''}`;
      const seed = SEED + index;
      const before = await fingerprint();
      // A hostile value can still be valid data (a supplier named "../../etc/passwd"): only a request the
      // server refused must leave the database as it was.
      let accepted = 0;
      try {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...CALLERS), requestArbitrary(route), async (who, request) => {
            const token = route.url === '/auth/logout' ? await throwawaySession(PHONES[who]) : tokens[who];
            requests += 1;
            const response = await send(route, token, request);
            if (response.statusCode < 400) accepted += 1;
            const broken = violation(response);
            if (broken) {
              lastViolation = `as the ${who} administrator: ${broken}`;
              throw new Error(lastViolation);
            }
          }),
          { numRuns: RUNS, seed, endOnFailure: true },
        );
      } catch (error) {
        const message = (error as Error).message;
        const example = message.match(/Counterexample: (.*)/)?.[1]?.slice(0, 400);
        failures.push(`${name}: ${lastViolation || message.split('\n')[0]} (seed ${seed}; counterexample ${example})`);
        lastViolation = '';
      }
      const changed = changedTables(before, await fingerprint());
      if (changed.length && !accepted) failures.push(`${name}: changed ${changed.join(', ')} (seed ${seed})`);
      for (const who of CALLERS) {
        const info = await server.request({ method: 'GET', url: '/auth/info', headers: bearer(tokens[who]) });
        if (info.statusCode === 200) continue;
        failures.push(`${name}: ended the ${who} administrator's session (seed ${seed})`);
        tokens[who] = await throwawaySession(PHONES[who]);
      }
    }
    console.log(`hostile input: ${routes.length} routes, ${requests} requests, seed ${SEED}`);
    expect(failures).toEqual([]);
  }, 180_000);
});
