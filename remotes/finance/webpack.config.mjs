import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'finance',
  kind: 'remote',
  dir: import.meta.dirname,
});
