/**
 * The membership calls' bodies and queries, checked at the server's edge (and by the 套餐管理 dialog). The bodies
 * keep the spec's names, and `membershipWire` maps what they parse to the domain's; `planEditSchema` is the
 * 套餐管理 form's, under the domain's names.
 */
import { moneyField } from './fieldSchemas';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_ORDER_STATUS_LABELS, ORDER_NUMBER_PATTERN, PLAN_CODES } from './membership';
import { choice, custom, dateTime, declareList, money, quantity, text, type ListRowOf } from './resourceFields';
import { z } from './zod';

/** The purchase form (spec section 3) as sent: `combo` the plan, `month` the years, `astricts` plan C's extra staff. */
export const purchaseFormWireSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择订单类型' }),
  combo: z.enum(PLAN_CODES, { error: MEMBERSHIP_MESSAGES.noPlan }),
  month: z
    .number({ error: MEMBERSHIP_MESSAGES.yearsMin })
    .int(MEMBERSHIP_MESSAGES.yearsMin)
    .min(0)
    .max(10, '一次最多购买 10 年'),
  astricts: z
    .number({ error: MEMBERSHIP_MESSAGES.extraMin })
    .int(MEMBERSHIP_MESSAGES.extraMin)
    .min(0, MEMBERSHIP_MESSAGES.extraMin)
    .max(1000, '增加人数不能超过 1000'),
});
export type PurchaseFormWire = z.output<typeof purchaseFormWireSchema>;

/** `POST api/wechat/codePay` body: the order the browser numbered, its amount in yuan and the form. */
export const codePayBodySchema = z.object({
  outTradeNo: z.string().regex(ORDER_NUMBER_PATTERN, '订单号格式不正确'),
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/, '订单金额格式不正确'),
  remark: z.string().max(200, '备注不能超过 200 个字符').default(''),
  userid: z.number({ error: MEMBERSHIP_MESSAGES.orderFailed }).int().positive(MEMBERSHIP_MESSAGES.orderFailed),
  form: purchaseFormWireSchema,
});
export type CodePayBody = z.input<typeof codePayBodySchema>;

/** `GET api/common/getWechatOrder` query. */
export const orderStatusQuerySchema = z.object({
  SoutTradeOn: z.string().regex(ORDER_NUMBER_PATTERN, '订单号格式不正确'),
  userid: z.coerce.number().int().positive().optional(),
});

const planEditFields = {
  name: z.string({ error: '请输入套餐名称' }).trim().min(1, '请输入套餐名称').max(20, '套餐名称不能超过 20 个字符'),
  price: moneyField('年费', { required: true }).refine((fen) => fen > 0, '年费须大于 0'),
  discountPercent: z
    .number({ error: '请输入折扣' })
    .int('折扣须为整数百分比，如 85 表示 8.5折')
    .min(10, '折扣不能低于 1折')
    .max(100, '折扣不能超过 100（原价）'),
};
const includedStaffField = z
  .number({ error: '请输入包含人数' })
  .int('包含人数须为整数')
  .min(1, '包含人数至少为 1')
  .max(10_000, '包含人数不能超过 10000');
const menuIdsField = z.array(z.number().int().positive(), { error: '请选择套餐开通的菜单' }).max(1000);

/** What the platform's administrators change of a plan, as the 套餐管理 form edits it. */
export const planEditSchema = z.object({ ...planEditFields, includedStaff: includedStaffField, menuIds: menuIdsField });
export type PlanEdit = z.input<typeof planEditSchema>;

/** `PUT api/plans/:code` body: the same checks under the spec's names `number_of_taff` and `menuids`. */
export const planEditWireSchema = z.object({
  ...planEditFields,
  number_of_taff: includedStaffField,
  menuids: menuIdsField,
});
export type PlanEditWire = z.input<typeof planEditWireSchema>;

/**
 * 会员订单 (`GET /api/membershipOrder`): a keyword over order number, company and user, the status, the date;
 * every company's orders for the platform.
 */
export const membershipOrderDeclaration = declareList({
  search: { label: '订单号/企业/下单人' },
  fields: {
    orderNo: text('订单号', { max: 40 }),
    companyId: custom('企业', z.number().int(), {}),
    companyName: text('企业', { max: 100 }),
    userName: text('下单人', { max: 50 }),
    type: custom('订单类型', z.union([z.literal(1), z.literal(2)]), {}),
    planCode: text('套餐', { max: 1 }),
    years: quantity('年数', {}),
    extraStaff: quantity('增加人数', {}),
    amountFen: money('金额', { sortable: true }),
    status: choice(
      '状态',
      Object.entries(MEMBERSHIP_ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
      { filter: true },
    ),
    settlement: text('资金去向', { max: 300 }),
    handledNote: text('处理说明', { max: 200 }),
    /** The latest refund asked of the provider (`<order>R<attempt>`), or null. */
    refundNo: custom('退款单号', z.string().nullable(), {}),
    /** What its last answer means (退款成功, 余额不足, 退款异常…). */
    refundNote: text('退款结果', { max: 200 }),
    createTime: dateTime('下单时间', { required: true, filter: true, sortable: true }),
    paidTime: dateTime('支付时间', {}),
  },
});

/** A row of 会员订单. */
export type MembershipOrderRow = ListRowOf<typeof membershipOrderDeclaration>;

/** What the payer's phone shows of a refund when the platform gives no reason. */
export const DEFAULT_REFUND_REASON = '云交付会员订单退款';

/** `POST /api/membershipOrder/refund`: a held payment the platform refunds through the provider. */
export const refundHeldOrderSchema = z.object({
  orderNo: z.string({ error: '订单号格式不正确' }).regex(ORDER_NUMBER_PATTERN, '订单号格式不正确'),
  // WeChat Pay shows at most 80 characters of it to the payer.
  reason: z
    .string({ error: '退款原因须为文字' })
    .trim()
    .max(80, '退款原因不能超过 80 个字符')
    .optional()
    .transform((reason) => reason || DEFAULT_REFUND_REASON),
});
export type RefundHeldOrder = z.input<typeof refundHeldOrderSchema>;

/** What `POST /api/membershipOrder/refund` answers: the order's state, its refund, and what that means. */
export type RefundResult = { status: number; refundNo: string; message: string };

/** `PUT /api/membershipOrder/settle`: a held order the platform settled with the company by hand. */
export const settleHeldOrderSchema = z.object({
  orderNo: z.string().regex(ORDER_NUMBER_PATTERN, '订单号格式不正确'),
  note: z.string({ error: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(200, '处理说明不能超过 200 个字符'),
});
export type SettleHeldOrder = z.input<typeof settleHeldOrderSchema>;
