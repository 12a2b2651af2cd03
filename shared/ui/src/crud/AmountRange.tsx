import { InputNumber, Space } from '../arco';

/** The largest amount a range may end at when the user leaves its upper end open: ten billion yuan. */
const OPEN_END = 9_999_999_999;

type Props = { label: string; value?: string[]; onChange?: (value: string[] | undefined) => void };

/**
 * An amount range in yuan for the search bar: two numbers, sent as `min` and `max`. One end left open
 * reaches 0 or the largest amount; both empty means no filter.
 */
export function AmountRange({ label, value, onChange }: Props) {
  const [min, max] = value ?? [];
  const change = (nextMin: number | undefined, nextMax: number | undefined) =>
    onChange?.(
      nextMin === undefined && nextMax === undefined ? undefined : [String(nextMin ?? 0), String(nextMax ?? OPEN_END)],
    );
  const number = (text: string | undefined, open: string) =>
    text === undefined || text === open ? undefined : Number(text);
  const low = number(min, '0');
  const high = number(max, String(OPEN_END));
  return (
    <Space size={4} aria-label={label}>
      <InputNumber
        min={0}
        precision={2}
        placeholder={`${label}从`}
        style={{ width: 120 }}
        value={low}
        onChange={(next) => change(next ?? undefined, high)}
      />
      <span>-</span>
      <InputNumber
        min={0}
        precision={2}
        placeholder="至"
        style={{ width: 100 }}
        value={high}
        onChange={(next) => change(low, next ?? undefined)}
      />
    </Space>
  );
}
