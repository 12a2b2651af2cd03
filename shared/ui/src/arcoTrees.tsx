/** Arco's tree and tree select, for the screens that pick from a hierarchy (departments, menus). */
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';

export { Tree, TreeSelect } from '@arco-design/web-react';
