import { act, screen, waitFor, within } from '@testing-library/react';
import type { Message, MessageBell as Bell } from '@yjf/domain/messages';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { MessageBell } from './MessageBell';

/** The sockets the page opened, in order, to push from the test as the server would. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  push(unread: number) {
    act(() => this.onmessage?.({ data: JSON.stringify({ type: 'messages', unread }) }));
  }
}

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  kind: 'taskAssigned',
  title: `任务「安装${id}」指派给了你`,
  content: '项目「华府」，由张伟指派',
  link: `/taskInfo/${id}`,
  createTime: new Date(Date.now() - 270_000).toISOString(),
  readTime: null,
  ...extra,
});

describe('the message bell', () => {
  let bell: Bell;
  let server: ReturnType<typeof installFakeServer>;

  beforeEach(() => {
    FakeSocket.opened = [];
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    bell = { unread: 3, latest: [message(3), message(2), message(1, { readTime: '2026-12-01T01:00:00.000Z' })] };
    server = installFakeServer({ roles: ['task:list'] });
    server.on((call) => {
      if (call.path === '/api/messages/unread') return { json: bell };
      if (call.path === '/api/messages/read' && call.method === 'PUT') {
        const body = call.body as { ids?: number[]; all?: true };
        bell = {
          unread: body.all ? 0 : bell.unread - (body.ids?.length ?? 0),
          latest: bell.latest.map((m) => (body.all || body.ids?.includes(m.id) ? { ...m, readTime: 'now' } : m)),
        };
        return { json: { unread: bell.unread } };
      }
      return undefined;
    });
  });

  const button = () => screen.getByRole('button', { name: /^消息/ });

  it('shows the unread count once the shell has drawn, and opens one socket for it that keeps it live', async () => {
    renderPage(<MessageBell />);
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('消息，3 条未读'));
    expect(within(button()).getByText('3')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    expect(FakeSocket.opened[0]!.url).toBe('ws://localhost/websocket?channel=messages');

    // A new message on the server: the push shows it at once, and the newest are read again.
    bell = { unread: 4, latest: [message(4), ...bell.latest] };
    const asked = server.callsTo('GET', '/api/messages/unread').length;
    FakeSocket.opened[0]!.push(4);
    expect(button().getAttribute('aria-label')).toBe('消息，4 条未读');
    await waitFor(() => expect(server.callsTo('GET', '/api/messages/unread').length).toBe(asked + 1));
    // The same count again (the connect push of a reconnection): nothing to read again.
    FakeSocket.opened[0]!.push(4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('GET', '/api/messages/unread').length).toBe(asked + 1);

    bell = { unread: 120, latest: bell.latest };
    FakeSocket.opened[0]!.push(120);
    expect(within(button()).getByText('99+')).toBeTruthy();
  });

  it('drops down the newest messages: one opens its record and is read, 全部已读 reads them all', async () => {
    const { user } = renderPage(<MessageBell />, '/dashboard');
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('消息，3 条未读'));
    await user.click(button());
    let panel = await screen.findByRole('dialog', { name: '最新消息' });
    expect(within(panel).getByText('消息（3 条未读）')).toBeTruthy();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('任务指派')).toBeTruthy();
    expect(within(items[0]!).getByText('任务「安装3」指派给了你')).toBeTruthy();
    expect(within(items[0]!).getByText('5分钟前')).toBeTruthy();
    expect(within(items[0]!).getByText('未读')).toBeTruthy();
    expect(within(items[2]!).queryByText('未读')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'));
    await user.click(button());
    panel = await screen.findByRole('dialog', { name: '最新消息' });
    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/messages/read')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/messages/read')[0]!.body).toEqual({ all: true });
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('消息'));

    await user.click(within(panel).getByText('任务「安装2」指派给了你'));
    // Read already: opening it only goes to its task.
    expect(await screen.findByText('at /taskInfo/2')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/messages/read')).toHaveLength(1);
  });

  it('reads an unread message it opens, and 查看全部 goes to 消息中心', async () => {
    const first = renderPage(<MessageBell />, '/dashboard');
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('消息，3 条未读'));
    await first.user.click(button());
    await first.user.click(await screen.findByText('任务「安装3」指派给了你'));
    expect(await screen.findByText('at /taskInfo/3')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('PUT', '/api/messages/read')[0]?.body).toEqual({ ids: [3] }));
    first.view.unmount();
    // Unmounted with the page: its socket is closed.
    expect(FakeSocket.opened.every((socket) => socket.closed)).toBe(true);

    const second = renderPage(<MessageBell />, '/dashboard');
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('消息，2 条未读'));
    await second.user.click(button());
    await second.user.click(await screen.findByRole('button', { name: '查看全部' }));
    expect(await screen.findByText('at /message')).toBeTruthy();
  });
});
