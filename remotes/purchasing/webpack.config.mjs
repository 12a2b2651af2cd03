import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'purchasing',
  kind: 'remote',
  dir: import.meta.dirname,
  // The pages of this area arrive with its own issue; the remote is built and released from the start.
  exposes: {},
});
