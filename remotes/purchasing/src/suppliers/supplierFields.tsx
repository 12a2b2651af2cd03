import type { Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';

/** The supplier list's columns. */
export const supplierColumns: CrudColumn<Supplier>[] = [
  { field: 'name', title: '供应商名称', width: 200, sortable: true },
  { field: 'contact', title: '联系人', width: 110 },
  { field: 'phone', title: '联系电话', width: 140 },
  { field: 'address', title: '地址', width: 240 },
  { field: 'remark', title: '备注', width: 200 },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

export const supplierSearch: SearchField[] = [
  { name: 'blurry', label: '名称、联系人或电话', kind: 'text', placeholder: '名称、联系人或电话' },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];

export const supplierFields: FormField[] = [
  { name: 'name', label: '供应商名称', kind: 'text', required: true },
  { name: 'contact', label: '联系人', kind: 'text' },
  { name: 'phone', label: '联系电话', kind: 'text', placeholder: '手机号或座机号码' },
  { name: 'address', label: '地址', kind: 'text', wide: true },
  { name: 'remark', label: '备注', kind: 'textarea' },
];
