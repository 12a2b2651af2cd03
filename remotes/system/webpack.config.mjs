import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'system',
  kind: 'remote',
  dir: import.meta.dirname,
});
