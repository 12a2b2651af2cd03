import { lazy, Suspense, useState } from 'react';
import { useGetMessagesQuery, useMarkMessagesReadMutation } from '@yjf/api/messages';
import { formatDateTime } from '@yjf/domain/calendar';
import { MESSAGE_KINDS, type MessageKind } from '@yjf/domain/messageKinds';
import type { Message, MessageListParams } from '@yjf/domain/messages';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { Button, Card, Link, Select, Space, Tag } from '@yjf/ui/arcoCore';
import { Radio } from '@yjf/ui/arcoInputs';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { usePermission } from '@yjf/ui/Permission';
import { useIsPhone } from '@yjf/ui/useIsPhone';
import { MessageKindTag } from '../messages/MessageKindTag';
import { useOpenMessage } from '../messages/useOpenMessage';
import './MessageCenterPage.css';

/** 消息设置 loads when an administrator opens it (its form checks with the shared schema, zod with it). */
const MessageSettingsDialog = lazy(() =>
  import('../messages/MessageSettingsDialog').then((m) => ({ default: m.MessageSettingsDialog })),
);

const KIND_NAMES = MESSAGE_KINDS.map((entry) => entry.kind);
/** The switch over the list: every message, the unread, the read (the list's `read` filter). */
const READ_STATES = [
  { key: 'all', title: '全部' },
  { key: 'false', title: '未读' },
  { key: 'true', title: '已读' },
] as const;

/**
 * 消息中心 (/message): the signed-in user's messages, newest first, a page at a time: 全部/未读/已读, a kind, the
 * list (kind, title, content, time, 已读/未读; cards on a phone). A message's title opens the record it is about
 * and reads it; 标为已读 reads the chosen ones, 全部已读 every one. A company's administrators also set how long
 * messages are kept and the stock alert (消息设置). The tab, the kind and the page are in the address.
 */
export function MessageCenterPage() {
  const list = useListController({
    sort: null,
    syncWithLocation: {
      filters: { read: { options: ['true', 'false'] }, kind: { options: KIND_NAMES } },
      sortable: [],
    },
  });
  const { data, isFetching } = useGetMessagesQuery(list.params as MessageListParams);
  const [markRead, marking] = useMarkMessagesReadMutation();
  const openMessage = useOpenMessage();
  const admin = usePermission().hasRole(ADMIN_ROLE);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const phone = useIsPhone();
  const read = (list.filters.read as string | undefined) ?? 'all';
  const kind = list.filters.kind as MessageKind | undefined;
  const unread = data?.unread ?? 0;
  const chosen = list.selected.filter((id) => data?.content.some((row) => row.id === id && !row.readTime));

  /** A new tab or kind: the list starts again at its first page, nothing chosen. */
  const filter = (next: { read: string; kind: MessageKind | undefined }) => {
    list.search({ ...(next.read !== 'all' && { read: next.read }), ...(next.kind && { kind: next.kind }) });
    list.setSelected([]);
  };
  const readChosen = async () => {
    try {
      await markRead({ ids: chosen }).unwrap();
      list.setSelected([]);
    } catch {
      // A refused call was shown by the error presenter; the choice stays for another try.
    }
  };

  const actions = (
    <Space wrap>
      <Button disabled={!chosen.length} loading={marking.isLoading} onClick={() => void readChosen()}>
        标为已读{chosen.length ? `（${chosen.length}）` : ''}
      </Button>
      <Button type="primary" disabled={!unread} onClick={() => void markRead({ all: true })}>
        全部已读
      </Button>
      {admin && (
        <Button
          onClick={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        >
          消息设置
        </Button>
      )}
    </Space>
  );

  // On a phone the buttons go under the title, which they would squeeze to nothing beside it.
  return (
    <Card title="消息中心" className="message-center" extra={phone ? undefined : actions}>
      {phone && <div className="message-center-actions">{actions}</div>}
      <div className="message-center-filters">
        <Radio.Group
          type="button"
          aria-label="已读状态"
          value={read}
          onChange={(key: string) => filter({ read: key, kind })}
        >
          {READ_STATES.map((state) => (
            <Radio key={state.key} value={state.key}>
              {state.key === 'false' && unread ? `${state.title}（${unread}）` : state.title}
            </Radio>
          ))}
        </Radio.Group>
        <Select
          className="message-center-kind"
          placeholder="全部类型"
          aria-label="消息类型"
          allowClear
          value={kind}
          onChange={(value?: MessageKind) => filter({ read, kind: value })}
          options={MESSAGE_KINDS.map((entry) => ({ value: entry.kind, label: entry.label }))}
        />
      </div>
      <PagedTable<Message>
        aria-label="消息列表"
        data={data}
        list={list}
        sizeCanChange
        loading={isFetching}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selected,
          onChange: (keys) => list.setSelected(keys as number[]),
          checkboxProps: (row) => ({ disabled: Boolean(row.readTime) }),
        }}
        noDataElement={<div className="message-center-empty">暂无消息</div>}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            width: 120,
            render: (value: MessageKind) => <MessageKindTag kind={value} />,
          },
          {
            title: '标题',
            dataIndex: 'title',
            // A real link where the message has a page (a new tab can open it too); the click stays in the shell.
            render: (title: string, row) => (
              <Link
                href={row.link ?? undefined}
                role={row.link ? undefined : 'button'}
                tabIndex={0}
                className={row.readTime ? undefined : 'message-center-unread'}
                onClick={(event) => {
                  event.preventDefault();
                  openMessage(row);
                }}
              >
                {title}
              </Link>
            ),
          },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '时间', dataIndex: 'createTime', width: 180, render: (time: string) => formatDateTime(time) },
          {
            title: '状态',
            dataIndex: 'readTime',
            width: 90,
            render: (readTime: string | null) =>
              readTime ? (
                <Tag size="small">已读</Tag>
              ) : (
                <Tag size="small" color="red">
                  未读
                </Tag>
              ),
          },
        ]}
      />
      {settingsUsed && (
        <Suspense fallback={null}>
          <MessageSettingsDialog visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
