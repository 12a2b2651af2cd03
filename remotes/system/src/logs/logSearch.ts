import type { SearchField } from '@yjf/ui/crud/CrudPage';

/** The search of both logs: a keyword and a time range. */
export const logSearchFields: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '用户名、描述' },
  { name: 'createTime', label: '时间', kind: 'dateRange' },
];
