import { screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@yjf/domain/messages';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { setScreen } from '@yjf/ui/testing/screenWidth';
import { MessageCenterPage } from './MessageCenterPage';

/** Twelve messages, the newest first: the odd ones read, every third a 任务到期. */
const ALL: Message[] = Array.from({ length: 12 }, (_, i) => {
  const id = 12 - i;
  return {
    id,
    kind: id % 3 === 0 ? 'taskDue' : 'taskAssigned',
    title: `消息${id}`,
    content: `内容${id}`,
    link: `/taskInfo/${id}`,
    createTime: `2026-12-0${(id % 9) + 1}T02:00:00.000Z`,
    readTime: id % 2 ? '2026-12-10T02:00:00.000Z' : null,
  };
});

describe('消息中心', () => {
  let server: ReturnType<typeof installFakeServer>;
  let messages: Message[];

  const install = (roles: string[]) => {
    messages = ALL.map((m) => ({ ...m }));
    server = installFakeServer({ roles });
    server.on((call) => {
      if (call.path === '/api/messages' && call.method === 'GET') {
        const read = call.query.get('read');
        const kind = call.query.get('kind');
        const page = Number(call.query.get('page') ?? 0);
        const size = Number(call.query.get('size') ?? 10);
        const matching = messages.filter(
          (m) => (!read || String(Boolean(m.readTime)) === read) && (!kind || m.kind === kind),
        );
        return {
          json: {
            // Copies: the store freezes what it is given.
            content: matching.slice(page * size, page * size + size).map((m) => ({ ...m })),
            totalElements: matching.length,
            unread: messages.filter((m) => !m.readTime).length,
          },
        };
      }
      if (call.path === '/api/messages/read' && call.method === 'PUT') {
        const body = call.body as { ids?: number[]; all?: true };
        messages = messages.map((m) =>
          body.all || body.ids?.includes(m.id) ? { ...m, readTime: m.readTime ?? '2026-12-11T02:00:00.000Z' } : m,
        );
        return { json: { unread: messages.filter((m) => !m.readTime).length } };
      }
      if (call.path === '/api/messages/settings' && call.method === 'GET')
        return { json: { retentionDays: 90, stockAlertThreshold: 5 } };
      if (call.path === '/api/messages/settings' && call.method === 'PUT') return { json: call.body };
      return undefined;
    });
  };
  const lastList = () => server.callsTo('GET', '/api/messages').at(-1)!.query;
  const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

  afterEach(() => setScreen('desktop'));

  it('lists the messages newest first, a page at a time, and by tab', async () => {
    install(['task:list']);
    const { user } = renderPage(<MessageCenterPage />, '/message');
    const row = await rowOf('消息12');
    expect(within(row).getByText('任务到期')).toBeTruthy();
    expect(within(row).getByText('内容12')).toBeTruthy();
    expect(within(row).getByText('未读')).toBeTruthy();
    expect(within(row).getByText('2026-12-04 10:00:00')).toBeTruthy();
    expect(within(await rowOf('消息11')).getByText('已读')).toBeTruthy();
    expect(screen.getByText('共 12 条')).toBeTruthy();
    // No 消息设置 for someone who is not an administrator.
    expect(screen.queryByRole('button', { name: '消息设置' })).toBeNull();
    await user.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    expect(await screen.findByText('消息2')).toBeTruthy();
    expect(lastList().get('page')).toBe('1');

    await user.click(screen.getByRole('radio', { name: '未读（6）' }));
    await waitFor(() => expect(lastList().get('read')).toBe('false'));
    expect(await screen.findByText('共 6 条')).toBeTruthy();
    expect(screen.queryByText('消息11')).toBeNull();
  });

  it('reads the kind from the address, and keeps it across tabs', async () => {
    install(['task:list']);
    const { user } = renderPage(<MessageCenterPage />, '/message?kind=taskDue', '/message');
    await rowOf('消息12');
    expect(lastList().get('kind')).toBe('taskDue');
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(screen.queryByText('消息11')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '已读' }));
    await waitFor(() => expect(lastList().get('read')).toBe('true'));
    expect(lastList().get('kind')).toBe('taskDue');
  });

  it('marks the chosen read, then all; a title opens its record and reads it', async () => {
    install(['task:list']);
    const { user } = renderPage(<MessageCenterPage />, '/message');
    await rowOf('消息12');
    await user.click(within(await rowOf('消息12')).getByRole('checkbox'));
    await user.click(within(await rowOf('消息10')).getByRole('checkbox'));
    // A read message cannot be chosen.
    expect((within(await rowOf('消息11')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '标为已读（2）' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/messages/read')[0]?.body).toEqual({ ids: [12, 10] }));
    await waitFor(() => expect(server.callsTo('GET', '/api/messages')).toHaveLength(2));
    await waitFor(async () => expect(within(await rowOf('消息12')).getByText('已读')).toBeTruthy());
    expect(screen.getByRole('button', { name: '标为已读' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/messages/read')[1]?.body).toEqual({ all: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' })).toHaveProperty('disabled', true));

    await user.click(screen.getByText('消息8'));
    expect(await screen.findByText('at /taskInfo/8')).toBeTruthy();
  });

  it('reads as cards on a phone', async () => {
    setScreen('phone');
    install(['task:list']);
    renderPage(<MessageCenterPage />, '/message');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByText('消息12')).toBeTruthy();
    expect(within(cards[0]!).getByText('内容12')).toBeTruthy();
    expect(within(cards[0]!).getByText('未读')).toBeTruthy();
  });

  it('lets an administrator set how long messages are kept and the stock alert', async () => {
    install(['admin']);
    const { user } = renderPage(<MessageCenterPage />, '/message');
    await user.click(await screen.findByRole('button', { name: '消息设置' }));
    const dialog = await screen.findByRole('dialog', { name: '消息设置' });
    const days = within(dialog).getByLabelText('消息保留天数') as HTMLInputElement;
    await waitFor(() => expect(days.value).toBe('90'));
    await user.clear(days);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入消息保留天数')).toBeTruthy();
    await user.type(days, '30');
    const alert = within(dialog).getByLabelText('库存预警数量') as HTMLInputElement;
    await user.clear(alert);
    await user.type(alert, '12');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/messages/settings')[0]?.body).toEqual({
        retentionDays: 30,
        stockAlertThreshold: 12,
      }),
    );
  });
});
