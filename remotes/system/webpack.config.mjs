import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'system',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './ServerStatus': './src/pages/ServerStatus/index.tsx',
    './PlanList': './src/pages/PlanList/index.tsx',
  },
});
