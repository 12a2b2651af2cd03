import { dateHelpers } from '@yjf/domain/calendar';
import {
  collectionState,
  COLLECTION_STATE_LABELS,
  type Collection,
  type CollectionState,
} from '@yjf/area-finance/domain/collectionSchemas';
import { Tag } from '@yjf/ui/arcoCore';

/** 已收齐 green, 部分收款 orange, 已逾期 red, 待收款 grey. */
export const COLLECTION_STATE_COLORS: Record<CollectionState, string> = {
  received: 'green',
  partly: 'orange',
  overdue: 'red',
  pending: 'gray',
};

type Props = {
  collection: Pick<Collection, 'plannedAmount' | 'receivedAmount' | 'plannedDate'>;
  /** The China calendar day the state is judged on; today by default. */
  today?: string;
};

/** Where a planned collection stands (已收齐, 部分收款, 已逾期, 待收款) as a coloured tag. */
export function CollectionStateTag({ collection, today = dateHelpers.today() }: Props) {
  const state = collectionState(collection, today);
  return (
    <Tag size="small" color={COLLECTION_STATE_COLORS[state]} bordered>
      {COLLECTION_STATE_LABELS[state]}
    </Tag>
  );
}
