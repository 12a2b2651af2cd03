import { createConfig } from '@yjf/build';

export default createConfig({ name: 'host', kind: 'host', dir: import.meta.dirname });
