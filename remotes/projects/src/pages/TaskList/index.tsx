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
import { firstTaskScope } from '@yjf/domain/landing';
import { isPhoneScreen } from '@yjf/ui/useIsPhone';

type Scope = 'today' | 'mine' | 'all';

const TITLES: Record<Scope, string> = { today: '今日任务', mine: '我的任务', all: '任务列表' };

/** Which tasks each choice lists: mine due today, mine, or every task of the company. */
function scopeFilters(scope: Scope, me: number): ListParams | undefined {
  if (scope === 'all') return undefined;
  if (scope === 'mine') return { assigneeId: me };
  const today = dateHelpers.today();
  return { assigneeId: me, dueDate: [today, today] };
}

/** The choice the page opens with: 今日任务 on a phone for a user who works from tasks, else 我的任务. */
const firstScope = (roles: readonly string[]): Scope => firstTaskScope(roles, isPhoneScreen());

/** Opened cold, the first page of the user's tasks and the dictionaries are asked for before it draws. */
export const firstData: FirstData = ({ user }) => [
  crudFirstPage(taskApi, scopeFilters(firstScope(user.roles), user.id)),
  prefetchDicts(),
];

/**
 * 任务列表: 今日任务 (mine due today: a field engineer's day, where one who works from tasks starts on a phone),
 * 我的任务 (where everyone else starts) or every task.
 */
export default function TaskList() {
  const user = useGetInfoQuery().data?.user;
  // The user's choice; until they make one, where they start (known once the user is).
  const [chosen, setScope] = useState<Scope | null>(null);
  const scope = chosen ?? firstScope(user?.roles ?? []);
  const scopeSwitch = (
    <Radio.Group type="button" value={scope} onChange={(next: Scope) => setScope(next)} aria-label="任务范围">
      <Radio value="today">今日任务</Radio>
      <Radio value="mine">我的任务</Radio>
      <Radio value="all">全部任务</Radio>
    </Radio.Group>
  );
  if (!user) return null;
  return <TaskTable title={TITLES[scope]} fixedFilters={scopeFilters(scope, user.id)} toolbar={scopeSwitch} />;
}
