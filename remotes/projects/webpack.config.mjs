import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'projects',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './ProjectList': './src/pages/ProjectList/index.tsx',
    './ProjectDetail': './src/pages/ProjectDetail/index.tsx',
    './ProjectInfo': './src/pages/ProjectInfo/index.tsx',
    './ProjectEdit': './src/pages/ProjectEdit/index.tsx',
    './TaskList': './src/pages/TaskList/index.tsx',
    './TaskInfo': './src/pages/TaskInfo/index.tsx',
    './TaskManage': './src/pages/TaskManage/index.tsx',
    './SchemeList': './src/pages/SchemeList/index.tsx',
    './SchemeInfo': './src/pages/SchemeInfo/index.tsx',
    './UeTest': './src/pages/UeTest/index.tsx',
  },
});
