/**
 * A record of the tests' own for the kernel's list parts (CrudPage and friends): shaped like a channel
 * customer, so the screens under test read like the product's, but declared here because the kernel knows no
 * business area.
 */
import { codeField, enabledField, optionalText, phoneField, requiredText } from '../src/fieldSchemas';
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
