import type { FormField, SearchField } from '@yjf/ui/crud/CrudPage';

/** The search of a stored-file list (本地存储, 对象存储): the name or suffix and when it was created. */
export const storedFileSearchFields: SearchField[] = [
  { name: 'blurry', label: '文件名', kind: 'text', placeholder: '文件名或后缀' },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];

/** 编辑 of a stored file renames it: the name only. */
export const storedFileRenameFields: FormField[] = [
  { name: 'name', label: '文件名', kind: 'text', required: true, wide: true },
];
