import {
  collectionFormSchema,
  PAYMENT_ACCOUNT_REQUIRED,
  RECEIVED_OVER_PLANNED,
} from '@yjf/area-finance/domain/collectionSchemas';
import { collectionFormValues, receiveFormValues, schemaWithValues } from './collectionFields';
import { collectionRow } from './testing/fakeCollections';

const row = collectionRow({
  plannedAmount: 123456789,
  receivedAmount: 40000,
  paymentAccount: 1,
  receivedDate: '2026-11-20',
  payer: '陈先生',
  remark: '二期',
});

const messages = (result: ReturnType<ReturnType<typeof schemaWithValues>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);

describe('collection forms', () => {
  it('starts an edit from the whole row, amounts in yuan and codes as the selects hold them', () => {
    expect(collectionFormValues(row)).toEqual({
      projectId: 12,
      stage: '2',
      plannedAmount: '1234567.89',
      plannedDate: '2026-12-01',
      receivedAmount: '400.00',
      paymentAccount: '1',
      receivedDate: '2026-11-20',
      payer: '陈先生',
      attachments: [],
      remark: '二期',
    });
  });

  it('starts 登记收款 with the planned amount received today, over the rest of the row', () => {
    const values = receiveFormValues(row, '2026-11-23');
    expect(values).toMatchObject({
      receivedAmount: '1234567.89',
      receivedDate: '2026-11-23',
      projectId: 12,
      stage: '2',
    });
    expect(collectionFormSchema.safeParse(values).success).toBe(true);
  });

  it('checks the shown fields against the hidden ones', () => {
    const schema = schemaWithValues(collectionFormValues(row));
    expect(messages(schema.safeParse({ receivedAmount: '1234567.90' }))).toEqual([
      ['receivedAmount', RECEIVED_OVER_PLANNED],
    ]);
    expect(messages(schema.safeParse({ paymentAccount: undefined }))).toEqual([
      ['paymentAccount', PAYMENT_ACCOUNT_REQUIRED],
    ]);
    expect(schema.safeParse({ receivedAmount: '1234567.89' }).success).toBe(true);
  });
});
