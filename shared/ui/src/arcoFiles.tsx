/** Arco's upload, image (with its preview) and progress, for the screens that show or take files. */
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';

export { Image, Progress, Upload } from '@arco-design/web-react';
