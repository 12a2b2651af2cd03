import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'customers',
  kind: 'remote',
  dir: import.meta.dirname,
});
