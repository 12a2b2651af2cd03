import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'customers',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './CustomerList': './src/pages/CustomerList/index.tsx',
    './CustomerInfo': './src/pages/CustomerInfo/index.tsx',
    './CustomerFollowupList': './src/pages/CustomerFollowupList/index.tsx',
    './WaitFollow': './src/pages/WaitFollow/index.tsx',
  },
});
