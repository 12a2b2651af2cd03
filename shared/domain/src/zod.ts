/**
 * zod, configured once for the whole product: every message a user can read is Chinese.
 *
 * A schema's own message ("请输入11为手机号") always wins. Otherwise the message names the field, so an API
 * caller learns which parameter is wrong. Import `z` from here, never from 'zod' directly.
 */
import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

const chinese = zhCN().localeError;

type RawIssue = Parameters<typeof chinese>[0] & { path?: PropertyKey[] };

function describe(issue: RawIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return '不能为空';
  const message = chinese(issue);
  return typeof message === 'string' ? message : (message?.message ?? '格式不正确');
}

z.config({
  // In the browser, never probe for eval (zod's JIT tries `Function("")`): the page's Content-Security-Policy
  // forbids it and would report every probe as a violation. The server keeps the faster JIT.
  jitless: typeof window !== 'undefined',
  localeError: chinese,
  customError: (issue: RawIssue) => {
    const field = (issue.path ?? []).map(String).join('.');
    return field ? `参数 ${field} ${describe(issue)}` : describe(issue);
  },
});

export { z };
