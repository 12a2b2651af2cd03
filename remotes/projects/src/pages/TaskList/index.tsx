import { useState } from 'react';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import type { ListParams } from '@yjf/api/records';
import { dateHelpers } from '@yjf/domain/calendar';
import { Radio } from '@yjf/ui/arcoInputs';
import type { FirstData } from '@yjf/api/firstData';
import { taskApi } from '@yjf/area-projects/api/projects';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';
import { TaskTable } from '../../tasks/TaskTable';

type Scope = 'today' | 'mine' | 'all';

const TITLES: Record<Scope, string> = { today: '今日任务', mine: '我的任务', all: '任务列表' };

/** Which tasks each choice lists: mine due today, mine, or every task of the company. */
function scopeFilters(scope: Scope, me: number): ListParams | undefined {
  if (scope === 'all') return undefined;
  if (scope === 'mine') return { assigneeId: me };
  const today = dateHelpers.today();
  return { assigneeId: me, dueDate: [today, today] };
}

/** The choice a page opens with. */
const FIRST_SCOPE: Scope = 'mine';

/** Opened cold, the first page of the user's tasks and the dictionaries are asked for before it draws. */
export const firstData: FirstData = ({ user }) => [
  crudFirstPage(taskApi, scopeFilters(FIRST_SCOPE, user.id)),
  prefetchDicts(),
];

/** 任务列表: 今日任务 (mine due today: a field engineer's day), 我的任务 (the default) or every task. */
export default function TaskList() {
  const me = useGetInfoQuery().data?.user.id;
  const [scope, setScope] = useState<Scope>(FIRST_SCOPE);
  const scopeSwitch = (
    <Radio.Group type="button" value={scope} onChange={(next: Scope) => setScope(next)} aria-label="任务范围">
      <Radio value="today">今日任务</Radio>
      <Radio value="mine">我的任务</Radio>
      <Radio value="all">全部任务</Radio>
    </Radio.Group>
  );
  if (me === undefined) return null;
  return <TaskTable title={TITLES[scope]} fixedFilters={scopeFilters(scope, me)} toolbar={scopeSwitch} />;
}
