import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'customers',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './CustomerList': './src/pages/CustomerList/index.tsx',
  },
});
