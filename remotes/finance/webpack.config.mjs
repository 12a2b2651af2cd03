import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'finance',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './CollectionList': './src/pages/CollectionList/index.tsx',
    './CollectMoney': './src/pages/CollectMoney/index.tsx',
  },
});
