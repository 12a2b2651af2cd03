import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'projects',
  kind: 'remote',
  dir: import.meta.dirname,
});
