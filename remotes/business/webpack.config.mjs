import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'business',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './Dashboard': './src/pages/Dashboard/index.tsx',
    './BusinessList': './src/pages/BusinessList/index.tsx',
    './BusinessFollowupList': './src/pages/BusinessFollowupList/index.tsx',
    './BusinessInfo': './src/pages/BusinessInfo/index.tsx',
    './Particulars': './src/pages/Particulars/index.tsx',
    './Statistics': './src/pages/Statistics/index.tsx',
  },
});
