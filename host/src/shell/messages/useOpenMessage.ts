import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMarkMessagesReadMutation } from '@yjf/api/messages';
import type { Message } from '@yjf/domain/messages';

/**
 * Opening a message: it is read, and the page of the record it is about opens (a message without one is only
 * read). The page does not wait for the mark: it shows in the lists when the server has it.
 *
 * @example const open = useOpenMessage(); <button onClick={() => open(message)}>…</button>
 */
export function useOpenMessage(): (message: Message) => void {
  const navigate = useNavigate();
  const [markRead] = useMarkMessagesReadMutation();
  return useCallback(
    (message: Message) => {
      if (!message.readTime) void markRead({ ids: [message.id] });
      if (message.link) navigate(message.link);
    },
    [markRead, navigate],
  );
}
