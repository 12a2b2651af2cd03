import { useState } from 'react';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { Radio } from '@yjf/ui/arco';
import { TaskTable } from '../../tasks/TaskTable';

type Scope = 'mine' | 'all';

/** 任务列表: 我的任务 (assigned to me, the default) or every task of the company. */
export default function TaskList() {
  const me = useGetInfoQuery().data?.user.id;
  const [scope, setScope] = useState<Scope>('mine');
  const scopeSwitch = (
    <Radio.Group type="button" value={scope} onChange={(next: Scope) => setScope(next)} aria-label="任务范围">
      <Radio value="mine">我的任务</Radio>
      <Radio value="all">全部任务</Radio>
    </Radio.Group>
  );
  if (me === undefined) return null;
  return (
    <TaskTable
      title={scope === 'mine' ? '我的任务' : '任务列表'}
      fixedFilters={scope === 'mine' ? { assigneeId: me } : undefined}
      toolbar={scopeSwitch}
    />
  );
}
