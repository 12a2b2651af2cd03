// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const zodRule = { name: 'zod', message: "请从 '@yjf/domain/zod' 引入 z（它带中文提示）。" };
const browserZodRules = [
  { name: 'zod', message: '浏览器代码请使用 @yjf/domain 中的校验规则，不要直接引入 zod。' },
  { name: '@yjf/domain/zod', message: '浏览器代码请使用 @yjf/domain 中的校验规则，不要直接引入 zod。' },
];
const arcoRule = {
  name: '@arco-design/web-react',
  message:
    "请从 '@yjf/ui/arcoCore'（或 arcoTable、arcoInputs、arcoDates、arcoTrees、arcoFiles、arcoDetails）引入 Arco 组件。",
  allowTypeImports: true,
};
/** `@yjf/ui/arco` and `arcoPlus` stay for the areas built against kernel 2.1 or earlier: they load every set. */
const arcoAggregateRules = ['@yjf/ui/arco', '@yjf/ui/arcoPlus'].map((name) => ({
  name,
  message:
    "请从 '@yjf/ui/arcoCore'、'@yjf/ui/arcoTable'、'@yjf/ui/arcoInputs'、'@yjf/ui/arcoDates'、'@yjf/ui/arcoTrees'、'@yjf/ui/arcoFiles' 或 '@yjf/ui/arcoDetails' 引入：它一次加载全部组件，只为旧版本的区域保留。",
}));
const areaRule = {
  group: ['@yjf/area-*'],
  message: '主应用和平台内核不能引入业务区域的代码（@yjf/area-*）：区域的规则、接口和页面只随它自己的远程模块发布。',
};
const arcoDeepRule = {
  group: ['@arco-design/web-react/es/*', '@arco-design/web-react/lib/*'],
  message:
    "请从 '@yjf/ui/arcoCore'（或 arcoTable、arcoInputs、arcoDates、arcoTrees、arcoFiles、arcoDetails）引入 Arco 组件。",
};

/**
 * - zod comes from shared/domain/src/zod.ts, configured once with Chinese messages. Browser code reaches it
 *   only through the schema modules of @yjf/domain (the host bundles it; it is not shared whole).
 * - Arco is reached through the curated, shared sets in @yjf/ui (arcoCore, arcoTable, ...); a direct import in a remote or the shell
 *   would bundle a second copy (the public sign-in pages import single components on purpose, to stay small).
 * - The host and the kernel (@yjf/domain, api, store, ui) never import an area (@yjf/area-*): whatever they
 *   import the host provides and bundles, so an area's change would need the host released.
 * A file gets the last block that matches it, so each block lists every rule its files need.
 */
function restrictedImports() {
  const arcoFiles = [
    'remotes/**/*.{ts,tsx}',
    'shared/ui/src/**/*.{ts,tsx}',
    'host/src/shell/**/*.{ts,tsx}',
    'host/src/federation/**/*.{ts,tsx}',
    'e2e/fixtures/**/*.{ts,tsx}',
  ];
  const kernelArcoFiles = [
    'shared/ui/src/**/*.{ts,tsx}',
    'host/src/shell/**/*.{ts,tsx}',
    'host/src/federation/**/*.{ts,tsx}',
  ];
  return [
    {
      files: [
        'shared/**/*.{ts,tsx}',
        'server/src/**/*.ts',
        'host/src/**/*.{ts,tsx}',
        'remotes/**/*.{ts,tsx}',
        'deploy/src/**/*.ts',
      ],
      ignores: ['shared/domain/src/zod.ts'],
      rules: { 'no-restricted-imports': ['error', { paths: [zodRule] }] },
    },
    {
      files: ['shared/domain/{src,testing}/**/*.ts'],
      ignores: ['shared/domain/src/zod.ts'],
      rules: { 'no-restricted-imports': ['error', { paths: [zodRule], patterns: [areaRule] }] },
    },
    {
      files: ['host/src/**/*.{ts,tsx}', 'shared/{api,store,ui}/src/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { paths: browserZodRules, patterns: [areaRule] }] },
    },
    {
      files: arcoFiles,
      ignores: ['shared/ui/src/arco*.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [...browserZodRules, arcoRule, ...arcoAggregateRules], patterns: [arcoDeepRule] },
        ],
      },
    },
    {
      files: kernelArcoFiles,
      ignores: ['shared/ui/src/arco*.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [...browserZodRules, arcoRule, ...arcoAggregateRules], patterns: [arcoDeepRule, areaRule] },
        ],
      },
    },
    {
      // An area's record declarations are the server's validation too: they build their schemas with z.
      files: ['remotes/*/src/domain/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { paths: [zodRule, arcoRule, ...arcoAggregateRules] }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      'test-results/**',
      'playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...restrictedImports(),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
