import { labelOf } from '@yjf/domain/dictionaries';
import { SCHEME_STATUSES } from '@yjf/area-projects/domain/schemeSchemas';
import { Tag } from '@yjf/ui/arcoCore';

/** 设计中 blue, 待确认 orange, 已确认 green, 已作废 grey. */
const COLORS: Record<string, string> = { '0': 'arcoblue', '1': 'orange', '2': 'green', '3': 'gray' };

/** A drawing's status (设计中, 待确认, 已确认, 已作废) as a coloured tag. */
export function SchemeStatusTag({ status }: { status: number | string | null | undefined }) {
  const label = labelOf(SCHEME_STATUSES, status);
  if (label === '-') return <span>-</span>;
  return (
    <Tag size="small" color={COLORS[String(status)]} bordered>
      {label}
    </Tag>
  );
}
