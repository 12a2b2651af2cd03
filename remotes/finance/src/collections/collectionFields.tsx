import type { ComponentProps } from 'react';
import { COLLECTION_STAGES, collectionFormSchema, type Collection } from '@yjf/area-finance/domain/collectionSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import { fenToYuan } from '@yjf/domain/money';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { formValuesOf, type FormValues, type RecordFormDialog } from '@yjf/ui/crud/RecordFormDialog';
import { RecordSelect } from '@yjf/ui/RecordSelect';

type FormSchema = ComponentProps<typeof RecordFormDialog>['schema'];

const receivedAmountField: FormField = {
  name: 'receivedAmount',
  label: '实收金额（元）',
  kind: 'money',
  placeholder: '请输入实收金额',
};
const paymentAccountField: FormField = {
  name: 'paymentAccount',
  label: '收款账户',
  kind: 'dict',
  dict: DICT.paymentAccount,
};
const receivedDateField: FormField = { name: 'receivedDate', label: '收款日期', kind: 'date' };
const payerField: FormField = { name: 'payer', label: '付款人', kind: 'text' };
const voucherField: FormField = {
  name: 'attachments',
  label: '凭证',
  kind: 'custom',
  wide: true,
  control: <AttachmentUpload noun="凭证" />,
};

/** 新增收款 and 编辑收款: the plan of a stage, and what of it was received. */
export const collectionFields: FormField[] = [
  {
    name: 'projectId',
    label: '所属项目',
    kind: 'custom',
    required: true,
    control: <RecordSelect resource="project" placeholder="输入项目名称查找" />,
  },
  { name: 'stage', label: '收款阶段', kind: 'options', options: COLLECTION_STAGES, required: true },
  { name: 'plannedAmount', label: '计划金额（元）', kind: 'money', required: true, placeholder: '请输入计划金额' },
  { name: 'plannedDate', label: '计划收款日期', kind: 'date' },
  receivedAmountField,
  paymentAccountField,
  receivedDateField,
  payerField,
  voucherField,
  { name: 'remark', label: '备注', kind: 'textarea' },
];

/** 登记收款: only what arrives; amount, account and day are needed once money is received. */
export const receiveFields: FormField[] = [
  { ...receivedAmountField, required: true },
  { ...paymentAccountField, required: true },
  { ...receivedDateField, required: true },
  payerField,
  voucherField,
];

/** A collection as its whole form starts (amounts in yuan), the project included even where it is not shown. */
export const collectionFormValues = (row: Collection): FormValues => formValuesOf(row, collectionFields);

/**
 * 登记收款's starting values over the row's whole form: the planned amount (the stage received in full, since
 * `receivedAmount` is the stage's total), today, and what the row already says of account, payer and vouchers.
 */
export const receiveFormValues = (row: Collection, today: string): FormValues => ({
  ...collectionFormValues(row),
  receivedAmount: fenToYuan(row.plannedAmount),
  receivedDate: today,
});

/**
 * The collection schema for a dialog that shows only some fields: the others come from `hidden`, so the rules
 * that compare fields (received against planned, a received amount's account and day) still apply there.
 */
export const schemaWithValues = (hidden: FormValues, schema: FormSchema = collectionFormSchema): FormSchema => ({
  safeParse: (values) => schema.safeParse({ ...hidden, ...(values as FormValues) }),
});
