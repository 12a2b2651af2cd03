// Unit tests (node), component tests (jsdom) and API tests (the real server on a real database).
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
  transform: { '^.+\\.(t|j)sx?$': swc },
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
