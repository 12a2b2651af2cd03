import { labelOf } from '@yjf/domain/dictionaries';
import { Tag } from '../arcoCore';
import { dictTagColor } from './dictTagColor';
import { useDictItems } from './useDictItems';

/**
 * A coded value shown as its dictionary name, in a colour of its own within the dictionary.
 *
 * @example <DictTag dict="D004" value={project.status} /> // 深化设计
 */
export function DictTag({ dict, value }: { dict: string; value: string | number | null | undefined }) {
  const { items } = useDictItems(dict);
  const label = labelOf(items, value);
  if (label === '-') return <span className="dict-blank">-</span>;
  return (
    <Tag size="small" color={dictTagColor(items, value)} bordered>
      {label}
    </Tag>
  );
}
