/** 收款: the money a project brings in, planned by stage and recorded when it arrives (`/api/collection`). */
import { DICT, type Option } from '@yjf/domain/dictionaries';
import { codeField } from '@yjf/domain/fieldSchemas';
import {
  attachments,
  choice,
  day,
  declareResource,
  dict,
  joined,
  money,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

/** 收款阶段 */
export const COLLECTION_STAGES: Option[] = [
  { value: '1', label: '定金' },
  { value: '2', label: '进度款' },
  { value: '3', label: '尾款' },
  { value: '4', label: '其他' },
];

/** A received amount is being entered (nothing is registered yet): it needs its day and account. */
export const RECEIVED_DATE_REQUIRED = '填写了实收金额，请选择收款日期';
export const PAYMENT_ACCOUNT_REQUIRED = '填写了实收金额，请选择收款账户';
/** More than planned is refused: an overpayment is planned as another stage, so every stage can be received in full. */
export const RECEIVED_OVER_PLANNED = '实收金额不能大于计划金额';

/**
 * 收款 (`/api/collection`), declared once: the list's columns, search bar and sorts, the add/edit form, the export
 * and the table's columns all come from here. The form is the plan (stage, amount, date) and, once money
 * arrives, what was received, into which account (D006), on which day and from whom, with the voucher. Amounts
 * are yuan in the form, fen after parsing.
 */
export const collectionDeclaration = declareResource({
  noun: '收款',
  title: '收款列表',
  search: { label: '付款人或备注' },
  fields: {
    projectId: ref('所属项目', { to: 'project', required: true, filter: true, form: true }),
    projectName: joined(text('项目名称', { max: 100, column: { width: 200 }, export: { header: '项目', width: 24 } })),
    /** Shown under the project's name. */
    projectCode: joined(text('项目编号', { max: 30 })),
    stage: {
      ...choice('收款阶段', COLLECTION_STAGES, {
        required: true,
        column: { width: 100 },
        filter: true,
        form: true,
        export: { width: 10 },
      }),
      /** Only a stage of COLLECTION_STAGES. */
      schema: codeField('收款阶段').refine(
        (v) => COLLECTION_STAGES.some((s) => s.value === String(v)),
        '请选择收款阶段',
      ),
    },
    plannedAmount: money('计划金额', {
      required: true,
      column: { width: 140 },
      filter: { inBar: false },
      sortable: true,
      form: { label: '计划金额（元）', placeholder: '请输入计划金额' },
      export: { header: '计划金额（元）', width: 16 },
    }),
    plannedDate: day('计划收款日期', {
      column: { width: 130 },
      filter: true,
      sortable: true,
      form: true,
      export: { width: 14 },
    }),
    receivedAmount: money('实收金额', {
      column: { width: 140 },
      sortable: true,
      form: { label: '实收金额（元）', placeholder: '请输入实收金额' },
      export: { header: '实收金额（元）', width: 16 },
    }),
    paymentAccount: {
      ...dict('收款账户', DICT.paymentAccount, {
        column: { width: 120, hidden: true },
        filter: { after: 'stage' },
        form: true,
        export: true,
      }),
      /** Blank until money is received. */
      schema: codeField('收款账户')
        .nullish()
        .transform((v) => v ?? null),
    },
    receivedDate: day('收款日期', {
      column: { width: 120 },
      filter: true,
      sortable: true,
      form: true,
      export: { width: 14 },
    }),
    payer: text('付款人', { max: 50, column: { width: 110, hidden: true }, form: true, export: { width: 16 } }),
    /** The voucher (收款凭证). */
    attachments: attachments('凭证', { column: { width: 120, hidden: true }, form: { wide: true } }),
    remark: textarea('备注', { max: 500, column: { width: 180, hidden: true }, form: true, export: { width: 30 } }),
    createdByName: joined(text('创建人', { max: 50, column: { width: 100, hidden: true } })),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: { inBar: false },
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/**
 * The add and edit form (`POST`/`PUT /api/collection`): the declared fields, and a received amount needs its date
 * and account and may not exceed the plan.
 */
export const collectionFormSchema = collectionDeclaration.form.superRefine((parsed, context) => {
  // What the declared fields' checks give: amounts in fen, the day and the account or null.
  const form = parsed as {
    plannedAmount: number;
    receivedAmount: number;
    receivedDate: string | null;
    paymentAccount: number | null;
  };
  if (form.receivedAmount > 0 && !form.receivedDate) {
    context.addIssue({ code: 'custom', path: ['receivedDate'], message: RECEIVED_DATE_REQUIRED });
  }
  if (form.receivedAmount > 0 && form.paymentAccount === null) {
    context.addIssue({ code: 'custom', path: ['paymentAccount'], message: PAYMENT_ACCOUNT_REQUIRED });
  }
  if (form.receivedAmount > form.plannedAmount) {
    context.addIssue({ code: 'custom', path: ['receivedAmount'], message: RECEIVED_OVER_PLANNED });
  }
});
export type CollectionForm = z.input<typeof collectionFormSchema>;

/** A row of the collection list as the server answers it: every collection has its project. */
export type Collection = Omit<RowOf<typeof collectionDeclaration>, 'paymentAccount'> & {
  projectName: string;
  projectCode: string;
  /** D006; null until money is received. */
  paymentAccount: number | null;
  createdBy: number | null;
};

/** Where a planned collection stands: all in, part in, past its date with money missing, or still to come. */
export type CollectionState = 'received' | 'partly' | 'overdue' | 'pending';
export const COLLECTION_STATE_LABELS: Record<CollectionState, string> = {
  received: '已收齐',
  partly: '部分收款',
  overdue: '已逾期',
  pending: '待收款',
};

/** The state of a collection on `today` (China calendar day, `yyyy-MM-dd`). Overdue wins over partly. */
export function collectionState(
  row: Pick<Collection, 'plannedAmount' | 'receivedAmount' | 'plannedDate'>,
  today: string,
): CollectionState {
  if (row.receivedAmount >= row.plannedAmount) return 'received';
  if (row.plannedDate !== null && row.plannedDate < today) return 'overdue';
  return row.receivedAmount > 0 ? 'partly' : 'pending';
}

/** A collection has a receipt (收款凭证) once money has arrived for it, in part or in full. */
export const hasReceipt = (row: Pick<Collection, 'receivedAmount'>) => row.receivedAmount > 0;

/**
 * The number of a collection's receipt: SK and its record's id, 8 digits. A collection has no number of its own;
 * its id is never reused nor changed, so a receipt printed again carries the same number.
 */
export const receiptNumber = (row: Pick<Collection, 'id'>) => `SK${String(row.id).padStart(8, '0')}`;

/** `GET /api/collection/summary?projectId=`: the project whose money is summed. */
export const projectFinanceQuerySchema = z.object({
  projectId: z.coerce
    .number({ error: '请选择项目' })
    .int('请选择项目')
    .positive('请选择项目')
    .max(2147483647, '请选择项目'),
});
export type ProjectFinanceQuery = z.infer<typeof projectFinanceQuerySchema>;

/**
 * `GET /api/collection/summary?projectId=`: a project's money in fen. `outstanding` is what the contract still
 * lacks; `overdueStages` the planned collections past their date and not fully received.
 */
export type ProjectFinance = {
  contractAmount: number;
  planned: number;
  received: number;
  outstanding: number;
  overdueStages: number;
  overdueAmount: number;
};
