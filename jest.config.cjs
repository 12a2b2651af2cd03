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
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.api.test.ts'],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/apiTimeout.ts'],
    },
  ],
};
