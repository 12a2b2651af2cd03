import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { projectApi, taskApi } from '@yjf/area-projects/api/projects';
import { DICT } from '@yjf/domain/dictionaries';
import { MAX_PAGE_SIZE } from '@yjf/domain/lists';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { Card, Empty, Link, Space, Spin, Typography } from '@yjf/ui/arcoCore';
import { useDictItems } from '@yjf/ui/dict/useDictItems';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { CompleteDialog } from '../../tasks/CompleteDialog';
import { TaskCard } from '../../tasks/TaskCard';
import { boardLanes } from '../../tasks/taskBoard';
import './taskBoard.css';

/**
 * 任务看板 (`taskManage/{id}`): a project's tasks in lanes by assignee and columns by status (D009). Without a
 * project in the address it asks for one.
 */
export default function TaskManage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const project = projectApi.useGet(id > 0 ? id : undefined).data;
  const { items: statuses } = useDictItems(DICT.taskStatus);
  const { data, isLoading } = taskApi.useList(
    { page: 0, size: MAX_PAGE_SIZE, sort: 'dueDate,asc', projectId: id },
    { skip: !(id > 0) },
  );
  const lanes = useMemo(() => boardLanes(data?.content ?? []), [data]);
  const [completing, setCompleting] = useState<Task | null>(null);

  const picker = (
    <div style={{ width: 260 }}>
      <RecordSelect
        resource="project"
        placeholder="选择项目查看看板"
        value={id > 0 ? id : undefined}
        onChange={(next) => next && navigate(`/taskManage/${next}`)}
      />
    </div>
  );
  return (
    <Card
      style={{ margin: 16 }}
      title={
        <Space>
          <Typography.Title heading={5} style={{ margin: 0 }}>
            任务看板
          </Typography.Title>
          {project && <Link onClick={() => navigate(`/project/detail/${project.id}`)}>{project.name}</Link>}
        </Space>
      }
      extra={picker}
    >
      {!(id > 0) ? (
        <Empty description="请选择项目" />
      ) : isLoading ? (
        <Spin />
      ) : !lanes.length ? (
        <Empty description="这个项目还没有任务" />
      ) : (
        <div className="task-board" style={{ gridTemplateColumns: `120px repeat(${statuses.length}, 1fr)` }}>
          <div className="task-board-head">负责人</div>
          {statuses.map((status) => (
            <div key={status.value} className="task-board-head">
              {status.name}（{data!.content.filter((task) => String(task.status) === status.value).length}）
            </div>
          ))}
          {lanes.map((lane) => (
            <div key={lane.assigneeId ?? 'none'} className="task-board-lane" role="row" aria-label={lane.assigneeName}>
              <div className="task-board-assignee">{lane.assigneeName}</div>
              {statuses.map((status) => (
                <div key={status.value} className="task-board-cell" aria-label={`${lane.assigneeName}·${status.name}`}>
                  {(lane.byStatus.get(Number(status.value)) ?? []).map((task) => (
                    <TaskCard key={task.id} task={task} open={navigate} onComplete={setCompleting} />
                  ))}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      <CompleteDialog task={completing} onClose={() => setCompleting(null)} />
    </Card>
  );
}
