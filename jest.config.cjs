// Unit tests (node), component tests (jsdom) and API tests (the real server on a real database).

// The S3 adapter's tests run on Node 20 and 22 alike, as the project does; the AWS SDK's notice that its releases
// after January 2027 need Node 22 is for operators (README, "Node versions"), not for every test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  // The build's own modules (.mjs) are compiled too, for the tests of its webpack plugins.
  transform: { '^.+\\.(t|j)sx?$': swc, '/shared/build/src/.+\\.mjs$': swc },
  // Arco's ES build and a few ESM-only packages are compiled too.
  transformIgnorePatterns: [
    '/node_modules/(?!.*(@arco-design|@module-federation|@apidevtools|content-disposition|cookie|zod)/)',
  ],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/shared/build/test/styleStub.cjs',
    '^@arco-design/web-react/es/(.*)$': '@arco-design/web-react/lib/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** The API tests: the real server, its routes injected, on a fresh copy of a migrated and seeded database. */
const api = {
  ...common,
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.api.test.ts'],
  globalSetup: '<rootDir>/server/test/globalSetup.ts',
  globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/server/test/apiTimeout.ts'],
};

/**
 * The API tests `pnpm test` runs on PGlite too, beside all of them on PostgreSQL: those about what the embedded
 * database does its own way. Every route runs the same SQL on both (PGlite is PostgreSQL compiled to WebAssembly),
 * so running every test twice cost about 8 minutes of CI for the few places where the two differ: the
 * database's own files (backup, settings, restart after a kill), its one connection (transactions queue behind
 * each other: held transactions of keyed writes, daily-code locks, sign-ins and payments at once, counts read
 * after the page instead of beside it), notices heard in-process (kept sessions), pg-boss over that connection
 * (scheduled jobs), SQL upgrades, what the health and monitor pages report of it, and the demo data's first
 * start. The end-to-end suite runs on PGlite too. `pnpm test:api` still runs every API test on PGlite.
 */
const EMBEDDED_DATABASE_TESTS = [
  'db/*.api.test.ts',
  'composition/**/*.api.test.ts',
  'http/crashRecovery.api.test.ts',
  'http/databaseOutage.api.test.ts',
  'http/idempotency.api.test.ts',
  'crud/dailyCodeLocks.api.test.ts',
  'crud/resourceRoutes.api.test.ts',
  'platform/auth/auth.api.test.ts',
  'platform/auth/keptSessions.api.test.ts',
  'platform/membership/membershipMoney.api.test.ts',
  'platform/jobs/jobRunner.api.test.ts',
  'areas/system/jobs/jobs.api.test.ts',
  'platform/releases/releases.api.test.ts',
  'platform/health/health.api.test.ts',
  'areas/system/monitor/monitor.api.test.ts',
];

module.exports = {
  // How long a worker may take to end once the run is over. Nothing is left running in it (measured: every
  // handle but its IPC pipes is gone, and its exit handlers run 2 ms after it is told to end), but the process
  // itself takes about 0.55 s more to be gone after a worker's share of the jsdom or PGlite tests, past Jest's
  // 0.5 s, which then kills it and prints "A worker process has failed to exit gracefully".
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,host,remotes,deploy,server}/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.api\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared,host,remotes}/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/shared/build/test/domSetup.cjs'],
    },
    api,
    {
      ...api,
      displayName: 'api-embedded',
      testMatch: EMBEDDED_DATABASE_TESTS.map((file) => `<rootDir>/server/src/${file}`),
    },
  ],
};
