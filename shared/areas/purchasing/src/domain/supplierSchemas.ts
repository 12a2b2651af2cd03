/** 供应商: who the company buys equipment from (`/api/supplier`). */
import { optionalText, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** A landline or a mobile: digits, spaces, `-` and `+`, or blank. */
const CONTACT_PHONE = /^[0-9+\-\s]{5,20}$/;

export const supplierFormSchema = z.object({
  name: requiredText('供应商名称', 100),
  contact: optionalText('联系人', 50),
  phone: optionalText('联系电话', 20).refine((v) => v === '' || CONTACT_PHONE.test(v), '请输入正确的手机号或座机号码'),
  address: optionalText('地址', 255),
  remark: optionalText('备注', 500),
});
export type SupplierForm = z.input<typeof supplierFormSchema>;

export const SUPPLIER_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '名称、联系人或电话' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'createTime', 'updateTime'],
};

export type Supplier = {
  id: number;
  version: number;
  name: string;
  contact: string;
  phone: string;
  address: string;
  remark: string;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};
