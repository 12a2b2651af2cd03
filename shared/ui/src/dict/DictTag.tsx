import { labelOf } from '@yjf/domain/dictionaries';
import { Tag } from '../arcoCore';
import { useDictItems } from './useDictItems';

const COLORS = ['arcoblue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'lime', 'pinkpurple', 'red'];

/**
 * A coded value shown as its dictionary name, in a colour of its own within the dictionary.
 *
 * @example <DictTag dict="D004" value={project.status} /> // 深化设计
 */
export function DictTag({ dict, value }: { dict: string; value: string | number | null | undefined }) {
  const { items } = useDictItems(dict);
  const label = labelOf(items, value);
  if (label === '-') return <span className="dict-blank">-</span>;
  const index = items.findIndex((item) => item.value === String(value));
  return (
    <Tag size="small" color={index >= 0 ? COLORS[index % COLORS.length] : undefined} bordered>
      {label}
    </Tag>
  );
}
