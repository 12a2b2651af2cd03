import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IconNotification } from '@arco-design/web-react/icon';
import { useGetMessageBellQuery, useMarkMessagesReadMutation } from '@yjf/api/messages';
import { relativeTime } from '@yjf/domain/calendar';
import type { Message } from '@yjf/domain/messages';
import { useAppDispatch } from '@yjf/store/hooks';
import { Badge, Button, Empty, Popover } from '@yjf/ui/arcoCore';
import { MessageKindTag } from '../messages/MessageKindTag';
import { useOpenMessage } from '../messages/useOpenMessage';
import { MESSAGE_CENTER_PATH } from '../hostPages';
import './MessageBell.css';

/** Runs `work` once the browser is idle after the shell's first drawing (at most 2 s later); answers a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * The bell in the navbar: the signed-in user's unread count (99+ past 99), and on a click the five newest
 * messages (kind, title, how long ago, a dot while unread), 全部已读 and 查看全部 (消息中心). A message opens the
 * page of its record and is read. The count is live: once the shell has drawn and the browser is idle, the
 * bell asks for it and opens the page's socket (its code loaded then), which pushes every change.
 */
export function MessageBell() {
  const dispatch = useAppDispatch();
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = whenIdle(() => {
      setLive(true);
      void import('./messageSocket').then(({ startMessageSocket }) => {
        if (!cancelled) stop = startMessageSocket(dispatch);
      });
    });
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [dispatch]);
  // Escape closes the dropdown, wherever the focus is (Arco's popover leaves that to its user).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const bell = useGetMessageBellQuery(undefined, { skip: !live }).data;
  const unread = bell?.unread ?? 0;
  const label = unread ? `消息，${unread} 条未读` : '消息';

  return (
    <Popover
      trigger="click"
      position="br"
      popupVisible={open}
      onVisibleChange={setOpen}
      className="message-bell-popover"
      content={<BellPanel latest={bell?.latest ?? []} unread={unread} close={() => setOpen(false)} />}
    >
      <Button type="text" className="message-bell" aria-label={label} aria-haspopup="dialog" aria-expanded={open}>
        <Badge count={unread} maxCount={99} offset={[6, -4]}>
          <IconNotification className="message-bell-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}

/** The dropdown: the newest messages, 全部已读, 查看全部. */
function BellPanel({ latest, unread, close }: { latest: Message[]; unread: number; close: () => void }) {
  const navigate = useNavigate();
  const openMessage = useOpenMessage();
  const [markRead, marking] = useMarkMessagesReadMutation();
  return (
    <div className="message-bell-panel" role="dialog" aria-label="最新消息">
      <div className="message-bell-head">
        <span className="message-bell-heading">{unread ? `消息（${unread} 条未读）` : '消息'}</span>
        <Button
          type="text"
          size="mini"
          disabled={!unread}
          loading={marking.isLoading}
          onClick={() => void markRead({ all: true })}
        >
          全部已读
        </Button>
      </div>
      {latest.length ? (
        <ul className="message-bell-list">
          {latest.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className={message.readTime ? 'message-bell-item' : 'message-bell-item message-bell-unread'}
                onClick={() => {
                  close();
                  openMessage(message);
                }}
              >
                <span className="message-bell-line">
                  <MessageKindTag kind={message.kind} />
                  <span className="message-bell-title">{message.title}</span>
                  {!message.readTime && (
                    <span className="message-bell-dot">
                      <span className="shell-visually-hidden">未读</span>
                    </span>
                  )}
                </span>
                <span className="message-bell-time">{relativeTime(message.createTime)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty className="message-bell-empty" description="暂无消息" />
      )}
      <Button
        type="text"
        long
        className="message-bell-all"
        onClick={() => {
          close();
          navigate(MESSAGE_CENTER_PATH);
        }}
      >
        查看全部
      </Button>
    </div>
  );
}
