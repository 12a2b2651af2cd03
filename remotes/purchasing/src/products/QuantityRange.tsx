import { InputNumber, Space } from '@yjf/ui/arco';

/** The upper end of a range the user leaves open: the most units a product may hold. */
const OPEN_END = 1_000_000;

type Props = { label: string; value?: string[]; onChange?: (value: string[] | undefined) => void };

/**
 * A range of whole units for the search bar (库存数量), sent as `min` and `max` like an amount range but
 * without yuan or decimals. One end left open reaches 0 or the largest stock; both empty means no filter.
 */
export function QuantityRange({ label, value, onChange }: Props) {
  const [min, max] = value ?? [];
  const low = min === undefined || min === '0' ? undefined : Number(min);
  const high = max === undefined || max === String(OPEN_END) ? undefined : Number(max);
  const change = (nextLow: number | undefined, nextHigh: number | undefined) =>
    onChange?.(
      nextLow === undefined && nextHigh === undefined
        ? undefined
        : [String(nextLow ?? 0), String(nextHigh ?? OPEN_END)],
    );
  return (
    <Space size={4} aria-label={label}>
      <InputNumber
        min={0}
        precision={0}
        placeholder={`${label}从`}
        style={{ width: 110 }}
        value={low}
        onChange={(next) => change(next ?? undefined, high)}
      />
      <span>-</span>
      <InputNumber
        min={0}
        precision={0}
        placeholder="至"
        style={{ width: 90 }}
        value={high}
        onChange={(next) => change(low, next ?? undefined)}
      />
    </Space>
  );
}
