import { messageKindLabel, type MessageKind } from '@yjf/domain/messageKinds';
import { Tag } from '@yjf/ui/arcoCore';

/** A colour a kind is known by at a glance, among the tag colours the theme gives readable text (index.html). */
const KIND_COLORS: Record<MessageKind, string> = {
  taskAssigned: 'blue',
  taskDue: 'orange',
  followupDue: 'cyan',
  purchaseReview: 'purple',
  collectionOverdue: 'red',
  stockLow: 'gold',
  planEnding: 'magenta',
  releaseChange: 'pinkpurple',
};

/** A message's kind as a small tag: 任务指派. */
export function MessageKindTag({ kind }: { kind: MessageKind }) {
  return (
    <Tag size="small" color={KIND_COLORS[kind]}>
      {messageKindLabel(kind)}
    </Tag>
  );
}
