/** 收款: the money a project brings in, planned by stage and recorded when it arrives (`/api/collection`). */
import { attachmentListSchema, type Attachment } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import { codeField, moneyField, optionalDate, optionalText, refField } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** 收款阶段 */
export const COLLECTION_STAGES: Option[] = [
  { value: '1', label: '定金' },
  { value: '2', label: '进度款' },
  { value: '3', label: '尾款' },
  { value: '4', label: '其他' },
];

export const RECEIVED_DATE_REQUIRED = '已登记收款金额，请选择收款日期';
export const PAYMENT_ACCOUNT_REQUIRED = '已登记收款金额，请选择收款账户';
/** More than planned is refused: an overpayment is planned as another stage, so every stage can be received in full. */
export const RECEIVED_OVER_PLANNED = '实收金额不能大于计划金额';

/**
 * The add and edit form: the plan (stage, amount, date) and, once money arrives, what was received, into which
 * account (D006), on which day and from whom, with the voucher. Amounts are yuan in the form, fen after parsing.
 */
export const collectionFormSchema = z
  .object({
    projectId: refField('所属项目'),
    stage: codeField('收款阶段').refine((v) => COLLECTION_STAGES.some((s) => s.value === String(v)), '请选择收款阶段'),
    plannedAmount: moneyField('计划金额', { required: true }),
    plannedDate: optionalDate('计划收款日期'),
    receivedAmount: moneyField('实收金额'),
    paymentAccount: codeField('收款账户')
      .nullish()
      .transform((v) => v ?? null),
    receivedDate: optionalDate('收款日期'),
    payer: optionalText('付款人', 50),
    attachments: attachmentListSchema,
    remark: optionalText('备注', 500),
  })
  .superRefine((form, context) => {
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

export const COLLECTION_DICT_FIELDS = { paymentAccount: 'D006' };

export const COLLECTION_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '付款人或备注' },
    projectId: { kind: 'id', label: '所属项目' },
    stage: { kind: 'code', label: '收款阶段' },
    paymentAccount: { kind: 'code', label: '收款账户' },
    plannedDate: { kind: 'dateRange', label: '计划收款日期' },
    receivedDate: { kind: 'dateRange', label: '收款日期' },
    plannedAmount: { kind: 'numberRange', label: '计划金额' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['plannedDate', 'receivedDate', 'plannedAmount', 'receivedAmount', 'createTime', 'updateTime'],
};

export type Collection = {
  id: number;
  version: number;
  projectId: number;
  projectName: string;
  projectCode: string;
  stage: number;
  /** Fen. */
  plannedAmount: number;
  plannedDate: string | null;
  /** Fen. */
  receivedAmount: number;
  paymentAccount: number | null;
  receivedDate: string | null;
  payer: string;
  attachments: Attachment[];
  remark: string;
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
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
