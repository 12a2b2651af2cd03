import { screen, waitFor } from '@testing-library/react';
import { dateHelpers } from '@yjf/domain/calendar';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { setScreen } from '@yjf/ui/testing/screenWidth';
import TaskList from './index';

describe('任务列表', () => {
  it('lists my tasks due today under 今日任务, mine under 我的任务, and all under 全部任务', async () => {
    const server = installFakeServer({ roles: ['admin'], companyId: 2 });
    // The tasks, and the pickers of the search bar (projects, colleagues): all empty.
    server.on((call) => ({ json: call.path === '/api/users/colleagues' ? [] : { content: [], totalElements: 0 } }));
    const { user } = renderPage(<TaskList />, '/task/list');
    const lastTaskQuery = () => server.callsTo('GET', '/api/task').at(-1)!.query;

    await waitFor(() => expect(server.callsTo('GET', '/api/task')).toHaveLength(1));
    expect(lastTaskQuery().get('assigneeId')).toBe('1');
    expect(lastTaskQuery().getAll('dueDate')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '今日任务' }));
    await waitFor(() => expect(lastTaskQuery().getAll('dueDate')).toEqual([dateHelpers.today(), dateHelpers.today()]));
    expect(lastTaskQuery().get('assigneeId')).toBe('1');

    await user.click(screen.getByRole('radio', { name: '全部任务' }));
    await waitFor(() => expect(lastTaskQuery().get('assigneeId')).toBeNull());
  });

  describe('on a phone', () => {
    beforeEach(() => setScreen('phone'));
    afterEach(() => setScreen('desktop'));

    it.each([
      [
        'opens on 今日任务 for a user who works from tasks (the field engineer)',
        ['task:list', 'task:edit', 'customer:list'],
        true,
      ],
      [
        'opens on 我的任务 for a user who takes on customers (sales)',
        ['task:list', 'customer:add', 'business:add'],
        false,
      ],
    ])('%s', async (_who, roles, today) => {
      const server = installFakeServer({ roles, companyId: 2 });
      server.on((call) => ({ json: call.path === '/api/users/colleagues' ? [] : { content: [], totalElements: 0 } }));
      renderPage(<TaskList />, '/task/list');
      await waitFor(() => expect(server.callsTo('GET', '/api/task')).toHaveLength(1));
      // Asked once, for the view it opens on.
      const query = server.callsTo('GET', '/api/task')[0]!.query;
      expect(query.get('assigneeId')).toBe('1');
      expect(query.getAll('dueDate')).toEqual(today ? [dateHelpers.today(), dateHelpers.today()] : []);
      expect((screen.getByRole('radio', { name: today ? '今日任务' : '我的任务' }) as HTMLInputElement).checked).toBe(
        true,
      );
    });
  });
});
