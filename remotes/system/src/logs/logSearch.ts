import type { SearchField } from '@yjf/ui/crud/CrudPage';

const timeRange: SearchField = { name: 'createTime', label: '时间', kind: 'dateRange' };

/** The search of the operation log: a keyword and a time range. */
export const logSearchFields: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '用户名、描述' },
  timeRange,
];

/** The error log's: its keyword also finds a request by the 请求编号 its user was shown. */
export const errorLogSearchFields: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '用户名、描述、地址或请求编号' },
  timeRange,
];
