/** 供应商: who the company buys equipment from (`/api/supplier`). */
import { optionalText } from '@yjf/domain/fieldSchemas';
import { declareResource, recordTime, text, textarea, type FieldUses, type RowOf } from '@yjf/domain/resourceFields';
import type { z } from '@yjf/domain/zod';

/** A landline or a mobile: digits, spaces, `-` and `+`, or blank. */
const CONTACT_PHONE = /^[0-9+\-\s]{5,20}$/;

/** A text field of at most 20 characters holding a landline or a mobile, or nothing. */
const contactPhone = <U extends FieldUses>(label: string, uses: U) => ({
  ...text(label, { max: 20, ...uses }),
  schema: optionalText(label, 20).refine((v) => v === '' || CONTACT_PHONE.test(v), '请输入正确的手机号或座机号码'),
});

/**
 * 供应商 (`/api/supplier`), declared once: the list's columns, search bar and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here.
 */
export const supplierDeclaration = declareResource({
  noun: '供应商',
  title: '供应商列表',
  search: { label: '名称、联系人或电话' },
  fields: {
    name: text('供应商名称', {
      max: 100,
      required: true,
      column: { width: 200 },
      sortable: true,
      form: true,
      export: { header: '名称', width: 24 },
    }),
    contact: text('联系人', { max: 50, column: { width: 110 }, form: true, export: { width: 12 } }),
    phone: contactPhone('联系电话', {
      column: { width: 140 },
      form: { placeholder: '手机号或座机号码' },
      export: { width: 16 },
    }),
    address: text('地址', { max: 255, column: { width: 240 }, form: { wide: true }, export: { width: 36 } }),
    remark: textarea('备注', { max: 500, column: { width: 200 }, form: true, export: { width: 30 } }),
    createTime: recordTime('创建时间', { column: { hidden: true }, filter: true, sortable: true }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The add and edit form (`POST`/`PUT /api/supplier`). */
export const supplierFormSchema = supplierDeclaration.form;
export type SupplierForm = z.input<typeof supplierFormSchema>;

/** A row of the supplier list as the server answers it. */
export type Supplier = RowOf<typeof supplierDeclaration> & { createdBy: number | null };
