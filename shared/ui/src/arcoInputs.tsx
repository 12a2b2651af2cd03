/** Arco's number input and radio group, for record forms and search bars: the shell's start-up draws neither. */
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';

export { InputNumber, Radio } from '@arco-design/web-react';
