/**
 * A record of the tests' own for the kernel's list parts (CrudPage and friends): shaped like a channel
 * customer, so the screens under test read like the product's, but declared here because the kernel knows no
 * business area.
 */
import { codeField, enabledField, optionalText, phoneField, requiredText } from '../src/fieldSchemas';
import {
  dateTime,
  declareResource,
  dict,
  enabled,
  joined,
  money,
  phone,
  recordTime,
  ref,
  text,
  textarea,
} from '../src/resourceFields';
import { z } from '../src/zod';

export const contactFormSchema = z.object({
  name: requiredText('客户名称', 100),
  channelType: codeField('渠道类型'),
  channelStatus: codeField('渠道状态'),
  intentDegree: codeField('意向程度'),
  contactName: requiredText('联系人', 50),
  phone: phoneField('联系电话'),
  enabled: enabledField(),
  remark: optionalText('备注', 500),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export type Contact = {
  id: number;
  version: number;
  name: string;
  channelType: number;
  channelStatus: number;
  intentDegree: number;
  contactName: string;
  phone: string;
  enabled: boolean;
  remark: string;
  createTime: string;
  updateTime: string;
};

/** The same record as one declaration: what resourceFields and ResourcePage are tested on. */
export const contactDeclaration = declareResource({
  noun: '联系人',
  title: '联系人列表',
  search: { label: '名称或电话' },
  fields: {
    name: text('客户名称', {
      max: 100,
      required: true,
      column: { width: 170 },
      sortable: true,
      form: true,
      export: true,
    }),
    channelType: dict('渠道类型', 'D001', { required: true, column: true, filter: true, form: true, export: true }),
    ownerId: ref('负责人', { to: 'users', filter: true, form: true }),
    ownerName: joined(text('负责人', { max: 50, column: true, export: true })),
    phone: phone('联系电话', { column: { width: 120 }, form: true }),
    amount: money('金额', { column: true, filter: true, sortable: true, export: true }),
    nextFollowTime: dateTime('下次跟进时间', { column: { title: '下次跟进', hidden: true }, filter: { inBar: false } }),
    enabled: enabled({ column: true, filter: { inBar: false }, form: true, export: true }),
    remark: textarea('备注', { max: 500, form: { wide: true } }),
    createTime: recordTime('创建时间', { filter: true, sortable: true }),
  },
});
