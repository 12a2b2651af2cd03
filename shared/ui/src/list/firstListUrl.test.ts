import { buildUrl } from '@yjf/api/http';
import { FIRST_LISTS, firstListUrl } from '@yjf/domain/firstLists';
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
});
