/**
 * Arco's date pickers, for search bars and forms, with dayjs's Chinese locale: the pickers start weeks on
 * Monday and name months as the product speaks. Arco's own locale no longer brings it (the build leaves that
 * import empty, see shared/build/src/noArcoDayjsLocale.mjs): the sign-in page and the shell load no dayjs
 * locale, and only a screen with a picker loads this.
 */
import 'dayjs/locale/zh-cn';
import '@arco-design/web-react/es/DatePicker/style/css.js';

export { DatePicker } from '@arco-design/web-react';
