import { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation } from '@yjf/api/messages';
import { MESSAGE_KINDS, type MessageKind } from '@yjf/domain/messageKinds';
import { Card, Message, Skeleton, Switch } from '@yjf/ui/arcoCore';
import './MessagePreferencesCard.css';

/**
 * 个人中心 › 消息设置: a switch for each kind of message, with what it is about; a change is saved at once. A kind
 * turned off is not sent to the user at all (nor counted by the bell), not merely hidden.
 */
export function MessagePreferencesCard() {
  const { data } = useGetMessagePreferencesQuery();
  const [save, saving] = useSaveMessagePreferencesMutation();
  const enabled = new Map(data?.kinds.map((entry) => [entry.kind, entry.enabled]));
  const change = async (kind: MessageKind, on: boolean) => {
    try {
      await save({ kinds: [{ kind, enabled: on }] }).unwrap();
      Message.success(on ? '已开启接收' : '已关闭接收');
    } catch {
      // A refused call was shown by the error presenter; the switch shows what the server holds.
    }
  };
  return (
    <Card title="消息设置">
      {!data ? (
        <Skeleton text={{ rows: 4 }} animation />
      ) : (
        <ul className="message-preferences">
          {MESSAGE_KINDS.map(({ kind, label, description }) => (
            <li key={kind} className="message-preference">
              <div className="message-preference-text">
                <span id={`message-kind-${kind}`} className="message-preference-label">
                  {label}
                </span>
                <span id={`message-kind-${kind}-about`} className="message-preference-about">
                  {description}
                </span>
              </div>
              <Switch
                checked={enabled.get(kind) ?? true}
                loading={saving.isLoading && saving.originalArgs?.kinds[0]?.kind === kind}
                onChange={(on: boolean) => void change(kind, on)}
                aria-labelledby={`message-kind-${kind}`}
                aria-describedby={`message-kind-${kind}-about`}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
