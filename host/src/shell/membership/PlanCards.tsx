import { discountFold, type Plan, type PlanCode } from '@yjf/domain/membership';
import { formatMoney } from '@yjf/domain/money';
import { Tag } from '@yjf/ui/arcoCore';

type Props = {
  plans: Plan[];
  chosen: PlanCode | null;
  /** The company's plan, marked 当前套餐. */
  current: PlanCode | null;
  onChoose: (code: PlanCode) => void;
};

/** The three plans side by side: name, yearly price with its discount fold, staff included. */
export function PlanCards({ plans, chosen, current, onChoose }: Props) {
  return (
    <div className="plan-cards" role="radiogroup" aria-label="选择套餐">
      {plans.map((plan) => (
        <button
          key={plan.code}
          type="button"
          role="radio"
          aria-checked={chosen === plan.code}
          className={`plan-card${chosen === plan.code ? ' plan-card-chosen' : ''}`}
          onClick={() => onChoose(plan.code)}
        >
          <span className="plan-card-name">
            {plan.name}（{plan.code}）{current === plan.code && <Tag color="arcoblue">当前套餐</Tag>}
          </span>
          <span className="plan-card-price">
            {formatMoney(plan.priceFen)}
            <small>/年</small>
          </span>
          <span className="plan-card-meta">
            <Tag color={plan.discountPercent < 100 ? 'red' : 'gray'}>{discountFold(plan.discountPercent)}</Tag>含{' '}
            {plan.includedStaff} 人
          </span>
        </button>
      ))}
    </div>
  );
}
