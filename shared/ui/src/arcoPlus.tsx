/**
 * The heavier Arco Design components that only some screens need: date pickers (with dayjs and its
 * plugins), trees and tree selects, uploads, images with their preview, timelines, steps, descriptions and
 * progress. Kept apart from `@yjf/ui/arco` so that the shell, the sign-in page and the dashboard load none
 * of them; one shared copy for the host and every remote all the same.
 */
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';

export {
  DatePicker,
  Descriptions,
  Image,
  Progress,
  Steps,
  Timeline,
  Tree,
  TreeSelect,
  Upload,
} from '@arco-design/web-react';
