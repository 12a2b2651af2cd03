import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'business',
  kind: 'remote',
  dir: import.meta.dirname,
});
