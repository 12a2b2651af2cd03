/** Arco's descriptions, steps and timeline, for a record's detail: its fields, its stages, its history. */
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';

export { Descriptions, Steps, Timeline } from '@arco-design/web-react';
