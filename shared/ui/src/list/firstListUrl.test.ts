import { buildUrl } from '@yjf/api/http';
import { dateHelpers } from '@yjf/domain/calendar';
import { FIRST_LISTS, firstListUrl, firstListUrls } from '@yjf/domain/firstLists';
import { firstListParams } from './useListController';

describe('firstListUrl (the list page the server writes into a signed-in page)', () => {
  it('is the URL a list page asks for first, character for character, so its first query takes the answer', () => {
    expect(firstListUrl('task', { assigneeId: 5 })).toBe(
      buildUrl('api/task', firstListParams({ fixedFilters: { assigneeId: 5 } })),
    );
    for (const { resource } of Object.values(FIRST_LISTS)) {
      expect(firstListUrl(resource)).toBe(buildUrl(`api/${resource}`, firstListParams()));
    }
  });

  it("writes 今日任务's page too for a user who works from tasks, as the phone's task list asks it", () => {
    const today = dateHelpers.today();
    const tasks = FIRST_LISTS['projects/TaskList']!;
    const engineer = firstListUrls(tasks, { id: 5, roles: ['task:list', 'customer:list'] });
    expect(engineer).toEqual([
      buildUrl('api/task', firstListParams({ fixedFilters: { assigneeId: 5 } })),
      buildUrl('api/task', firstListParams({ fixedFilters: { assigneeId: 5, dueDate: [today, today] } })),
    ]);
    expect(firstListUrls(tasks, { id: 2, roles: ['task:list', 'customer:add'] })).toHaveLength(1);
  });
});
