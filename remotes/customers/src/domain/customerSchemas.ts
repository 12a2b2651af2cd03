import { DICT } from '@yjf/domain/dictionaries';
import {
  declareResource,
  dateTime,
  dict,
  enabled,
  joined,
  phone,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import type { z } from '@yjf/domain/zod';

/**
 * 渠道客户 (`/api/customer`), declared once: the list's columns, search bar and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here.
 */
export const customerDeclaration = declareResource({
  noun: '客户',
  title: '客户列表',
  search: { label: '客户名称、联系人或电话' },
  fields: {
    name: text('客户名称', {
      max: 100,
      required: true,
      column: { width: 170 },
      sortable: true,
      form: true,
      export: { width: 24 },
    }),
    channelType: dict('渠道类型', DICT.channelType, {
      required: true,
      column: { width: 100 },
      filter: true,
      form: true,
      export: true,
    }),
    channelStatus: dict('渠道状态', DICT.channelStatus, {
      required: true,
      column: { width: 100 },
      filter: true,
      form: true,
      export: true,
    }),
    intentDegree: dict('意向程度', DICT.intentDegree, {
      required: true,
      column: { width: 90, hidden: true },
      filter: true,
      form: true,
      export: true,
    }),
    contactName: text('联系人', { max: 50, required: true, column: { width: 90 }, form: true, export: true }),
    phone: phone('联系电话', { column: { width: 120 }, form: true, export: { width: 14 } }),
    region: text('所在地区', {
      max: 100,
      column: { width: 160, hidden: true },
      form: { placeholder: '例如：广东省深圳市南山区' },
      export: { width: 20 },
    }),
    address: text('详细地址', { max: 255, form: true, export: { width: 30 } }),
    /** Blank: the user who adds it. */
    ownerId: ref('负责人', { to: 'users', filter: { inBar: false }, form: true }),
    ownerName: joined(text('负责人', { max: 50, column: { width: 80 }, export: true })),
    sourceRemark: text('来源说明', { max: 255, form: true, export: { width: 24 } }),
    nextFollowTime: dateTime('下次跟进时间', {
      column: { title: '下次跟进' },
      filter: { inBar: false },
      sortable: true,
      form: true,
      export: { width: 20 },
    }),
    lastFollowTime: dateTime('最近跟进时间', {
      column: { title: '最近跟进', width: 120, format: 'relative', hidden: true },
      sortable: true,
      export: { width: 20 },
    }),
    enabled: enabled({ column: { width: 80 }, filter: { inBar: false }, form: true, export: { width: 8 } }),
    remark: textarea('备注', { max: 500, column: { width: 180, hidden: true }, form: true, export: { width: 30 } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: true,
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The add and edit form (`POST`/`PUT /api/customer`). */
export const customerFormSchema = customerDeclaration.form;
export type CustomerForm = z.input<typeof customerFormSchema>;

/** A row of the customer list as the server answers it. */
export type Customer = RowOf<typeof customerDeclaration> & { createdBy: number | null };
