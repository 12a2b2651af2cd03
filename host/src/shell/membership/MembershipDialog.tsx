import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '@yjf/domain/calendar';
import {
  catalogueOf,
  heldPlan,
  makeOrderNumber,
  MEMBERSHIP_MESSAGES,
  ORDER_TYPE,
  PLAN_CODES,
  planChoiceProblem,
  quotePurchase,
  remainingYears,
  type OrderType,
  type PlanCode,
  type SetMeal,
  VIP,
} from '@yjf/domain/membership';
import { grantLowersHolding } from '@yjf/domain/membershipSettlement';
import { formatMoney } from '@yjf/domain/money';
import { orderQrCode } from '@yjf/api/membership';
import { Message, Modal, Spin, Typography } from '@yjf/ui/arcoCore';
import { InputNumber, Radio } from '@yjf/ui/arcoInputs';
import { PlanCards } from './PlanCards';
import './membership.css';

/** The order the browser numbered and the QR code the server drew for it. */
export type PlacedOrder = { orderNo: string; totalFen: number; qrUrl: string };

/** Where the last order number is kept (spec section 4: generated and stored locally). */
export const ORDER_NUMBER_KEY = 'yjf-vip-order';

type Props = {
  visible: boolean;
  /**
   * Shown at once, without Arco's zoom from nothing: the dialog that opens by itself with the page is part of
   * what the page first shows, and the zoom kept its content invisible for 0.4 s after it was drawn.
   */
  instant?: boolean;
  userid: number | undefined;
  /** Whether the user may buy for the company: its administrators only (the server refuses anyone else). */
  mayBuy?: boolean;
  meal: SetMeal | undefined;
  onClose: () => void;
  onOrdered: (order: PlacedOrder) => void;
};

/**
 * 会员套餐 (spec section 4, membership dialog): the order type (续费 or 升级, only for a member), the plans,
 * years, plan C's extra staff and the total as the server will compute it; 立即支付 places the order.
 */
export function MembershipDialog({ visible, instant = false, userid, mayBuy = true, meal, onClose, onOrdered }: Props) {
  const today = formatDate(new Date());
  const left = meal ? remainingYears(meal.endDate, today) : 0;
  const member = !!meal && meal.vip !== VIP.trial && !!meal.planCode;
  const held = meal ? heldPlan(meal, today) : null;
  const [type, setType] = useState<OrderType>(ORDER_TYPE.renew);
  const [planCode, setPlanCode] = useState<PlanCode | null>(null);
  const [years, setYears] = useState(1);
  const [extraStaff, setExtraStaff] = useState(0);
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setType(ORDER_TYPE.renew);
    setPlanCode(held);
    setYears(1);
    setExtraStaff(0);
  }, [visible, held]);

  const catalogue = meal ? catalogueOf(meal) : null;
  const quote = useMemo(
    () => (catalogue && meal ? quotePurchase(catalogue, meal, { type, planCode, years, extraStaff }, today) : null),
    [catalogue, meal, type, planCode, years, extraStaff, today],
  );

  // A renewal below the plan held while it has time left: the payment will extend the plan held instead.
  const extendsHeld = !!quote?.ok && !!meal && !!catalogue && !!grantLowersHolding(catalogue, meal, quote.grant, today);

  const choose = (code: PlanCode) => {
    const problem = planChoiceProblem(held, type, code);
    if (problem) return void Message.warning(problem);
    setPlanCode(code);
    if (code !== 'C') setExtraStaff(0);
  };

  const pay = async () => {
    if (!quote || !quote.ok)
      return void Message.warning(quote?.ok === false ? quote.message : MEMBERSHIP_MESSAGES.noPlan);
    if (!userid || !planCode) return void Message.warning(MEMBERSHIP_MESSAGES.orderFailed);
    const orderNo = makeOrderNumber();
    localStorage.setItem(ORDER_NUMBER_KEY, orderNo);
    setPlacing(true);
    try {
      const image = await orderQrCode({
        outTradeNo: orderNo,
        amount: quote.total,
        remark: `${catalogue![planCode].name}${type === ORDER_TYPE.upgrade ? '升级' : `${years}年`}`,
        userid,
        form: { type, planCode, years: type === ORDER_TYPE.upgrade ? 0 : years, extraStaff },
      });
      onOrdered({ orderNo, totalFen: quote.totalFen, qrUrl: URL.createObjectURL(image) });
    } catch (error) {
      const status = (error as { status?: number }).status;
      const message = status === 400 || status === 403 ? (error as Error).message : '';
      Message.warning(message || MEMBERSHIP_MESSAGES.orderFailed);
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Modal
      title={meal?.vip === VIP.trial || !meal?.planCode ? '成为VIP' : '续费/升级'}
      visible={visible}
      onCancel={onClose}
      onOk={pay}
      okText="立即支付"
      cancelText="取消"
      confirmLoading={placing}
      okButtonProps={{ disabled: !mayBuy }}
      style={{ width: 720, maxWidth: 'calc(100vw - 32px)' }}
      className={instant ? 'membership-dialog-instant' : undefined}
      unmountOnExit
    >
      {!meal || !catalogue ? (
        <Spin style={{ display: 'block', padding: 40 }} tip="正在加载套餐…" />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {member
              ? `当前套餐：${catalogue[meal.planCode!].name}（${meal.planCode}），有效期至 ${meal.endDate}${left > 0 ? `（剩余 ${left} 年）` : '（已到期）'}，企业人数 ${meal.applicable} / ${meal.staffLimit}`
              : `试用中，企业人数 ${meal.applicable}。购买套餐后按套餐开通功能。`}
          </Typography.Paragraph>
          {!mayBuy && <Typography.Paragraph type="warning">{MEMBERSHIP_MESSAGES.adminsOnly}</Typography.Paragraph>}
          {held && (
            <div className="membership-row">
              <label>订单类型</label>
              <Radio.Group
                type="button"
                value={type}
                onChange={(value: OrderType) => {
                  setType(value);
                  // A plan the new order type does not allow falls back to the one held.
                  if (planCode && planChoiceProblem(held, value, planCode)) setPlanCode(held);
                }}
              >
                <Radio value={ORDER_TYPE.renew}>续费/降级</Radio>
                <Radio value={ORDER_TYPE.upgrade}>升级</Radio>
              </Radio.Group>
            </div>
          )}
          <div style={{ marginTop: 16 }}>
            <PlanCards
              plans={PLAN_CODES.map((c) => catalogue[c])}
              chosen={planCode}
              current={member ? meal.planCode : null}
              onChoose={choose}
            />
          </div>
          <div className="membership-row">
            <label htmlFor="membership-years">购买年限</label>
            {type === ORDER_TYPE.upgrade ? (
              <span>按剩余 {left} 年计算，有效期不变</span>
            ) : (
              <InputNumber
                id="membership-years"
                aria-label="购买年限"
                min={1}
                max={10}
                precision={0}
                value={years}
                onChange={(value) => setYears(value ?? 1)}
                suffix="年"
                style={{ width: 140 }}
              />
            )}
          </div>
          {planCode === 'C' && (
            <div className="membership-row">
              <label htmlFor="membership-extra">增加人数</label>
              <InputNumber
                id="membership-extra"
                aria-label="增加人数"
                min={0}
                max={1000}
                precision={0}
                value={extraStaff}
                onChange={(value) => setExtraStaff(value ?? 0)}
                suffix="人"
                style={{ width: 140 }}
              />
              <Typography.Text type="secondary">每人每年 {formatMoney(catalogue.C.priceFen / 10)}</Typography.Text>
            </div>
          )}
          <div className="membership-total" aria-live="polite">
            <span>应付金额</span>
            {quote?.ok ? (
              <>
                <strong aria-label="应付金额">{formatMoney(quote.totalFen)}</strong>
                {quote.originalFen > quote.totalFen && type === ORDER_TYPE.renew && (
                  <del>{formatMoney(quote.originalFen)}</del>
                )}
                <Typography.Text type="secondary">可用 {quote.capacity} 人</Typography.Text>
                {quote.topUpFen > 0 && type === ORDER_TYPE.renew && (
                  <Typography.Text type="secondary">
                    含剩余 {left} 年的增员费用 {formatMoney(quote.topUpFen)}
                  </Typography.Text>
                )}
              </>
            ) : (
              <span className="membership-problem">{quote?.message}</span>
            )}
          </div>
          {extendsHeld && (
            <Typography.Paragraph type="secondary">
              {`所选低于当前套餐，为不减少已付费的时间，支付后本单金额将按当前套餐（${catalogue[held!].name}）折算并延长有效期；当前套餐到期后再购买即可换为所选套餐。`}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
