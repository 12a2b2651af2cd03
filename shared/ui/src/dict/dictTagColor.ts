import type { DictItem } from '@yjf/domain/dictionaries';

/** Arco's tag colours, one per value of a dictionary in its order (a tenth value starts again). */
const COLORS = ['arcoblue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'lime', 'pinkpurple', 'red'];

/** The colour of a coded value's tag: its own within the dictionary, none for a value it does not hold. */
export function dictTagColor(
  items: readonly DictItem[],
  value: string | number | null | undefined,
): string | undefined {
  const index = items.findIndex((item) => item.value === String(value));
  return index >= 0 ? COLORS[index % COLORS.length] : undefined;
}
