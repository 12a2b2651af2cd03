import type { ComponentProps } from 'react';
import {
  collectionDeclaration,
  collectionFormSchema,
  type Collection,
} from '@yjf/area-finance/domain/collectionSchemas';
import { fenToYuan } from '@yjf/domain/money';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { formValuesOf, type FormValues, type RecordFormDialog } from '@yjf/ui/crud/RecordFormDialog';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';

type FormSchema = ComponentProps<typeof RecordFormDialog>['schema'];

/** 新增收款 and 编辑收款: the plan of a stage, and what of it was received (the declared form). */
export const collectionFields: FormField[] = formFieldsOf(collectionDeclaration, {
  projectId: <RecordSelect resource="project" placeholder="输入项目名称查找" />,
  attachments: <AttachmentUpload noun="凭证" />,
});

/** A field of the declared form, as 登记收款 shows it. */
function field(name: string, change: Partial<FormField> = {}): FormField {
  const declared = collectionFields.find((candidate) => candidate.name === name);
  if (!declared) throw new Error(`the collection form has no field ${name}`);
  return { ...declared, ...change } as FormField;
}

/** 登记收款: only what arrives; amount, account and day are needed once money is received. */
export const receiveFields: FormField[] = [
  field('receivedAmount', { required: true }),
  field('paymentAccount', { required: true }),
  field('receivedDate', { required: true }),
  field('payer'),
  field('attachments'),
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
