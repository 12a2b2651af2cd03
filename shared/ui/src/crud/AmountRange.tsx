import { InputNumber } from '../arcoInputs';

/** The largest amount a range may end at when the user leaves its upper end open: ten billion yuan. */
const OPEN_END = 9_999_999_999;

type Props = {
  label: string;
  value?: string[];
  onChange?: (value: string[] | undefined) => void;
  /** Decimals the numbers take; default 2 (yuan and fen), 0 for whole units. */
  precision?: number;
  /** Where an upper end left open reaches; default ten billion (yuan). */
  openEnd?: number;
};

/**
 * An amount range in yuan for the search bar: two numbers sharing the field's width, sent as `min` and `max`.
 * One end left open reaches 0 or the largest amount; both empty means no filter. With `precision={0}` and the
 * most units as `openEnd` it is a range of whole units (库存数量).
 *
 * @example <AmountRange label="库存数量" precision={0} openEnd={MAX_QUANTITY} />
 */
export function AmountRange({ label, value, onChange, precision = 2, openEnd = OPEN_END }: Props) {
  const [min, max] = value ?? [];
  const change = (nextMin: number | undefined, nextMax: number | undefined) =>
    onChange?.(
      nextMin === undefined && nextMax === undefined ? undefined : [String(nextMin ?? 0), String(nextMax ?? openEnd)],
    );
  const number = (text: string | undefined, open: string) =>
    text === undefined || text === open ? undefined : Number(text);
  const low = number(min, '0');
  const high = number(max, String(openEnd));
  return (
    <div className="crud-amount-range" role="group" aria-label={label}>
      <InputNumber
        min={0}
        max={openEnd}
        precision={precision}
        placeholder={`${label}从`}
        aria-label={`${label}从`}
        value={low}
        onChange={(next) => change(next ?? undefined, high)}
      />
      <span aria-hidden="true">-</span>
      <InputNumber
        min={0}
        max={openEnd}
        precision={precision}
        placeholder="至"
        aria-label={`${label}至`}
        value={high}
        onChange={(next) => change(low, next ?? undefined)}
      />
    </div>
  );
}
