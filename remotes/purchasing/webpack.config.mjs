import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'purchasing',
  kind: 'remote',
  dir: import.meta.dirname,
});
