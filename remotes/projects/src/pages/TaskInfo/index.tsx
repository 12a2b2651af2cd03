import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { taskApi } from '@yjf/area-projects/api/projects';
import { formatDateTime } from '@yjf/domain/calendar';
import { DICT, labelOf } from '@yjf/domain/dictionaries';
import { TASK_PRIORITIES } from '@yjf/area-projects/domain/taskSchemas';
import { Card } from '@yjf/ui/arcoCore';
import { AttachmentGallery } from '@yjf/ui/attachments/AttachmentGallery';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { detailFallback, RecordSummary } from '@yjf/ui/RecordSummary';
import { ProjectLink } from '../../projects/ProjectLink';
import { CompleteDialog } from '../../tasks/CompleteDialog';
import { DueDate } from '../../tasks/DueDate';
import { TaskActions } from '../../tasks/TaskActions';

/** 任务详情 (`taskInfo/{pid}`): one task, its attachments, and 完成 or 重新打开. */
export default function TaskInfo() {
  const id = Number(useParams().pid);
  const query = taskApi.useGet(id > 0 ? id : undefined);
  const task = query.data;
  const [completing, setCompleting] = useState(false);
  const fallback = detailFallback('任务', id, query);
  if (fallback || !task) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <RecordSummary
        title={task.title}
        tags={<DictTag dict={DICT.taskStatus} value={task.status} />}
        extra={<TaskActions task={task} onComplete={() => setCompleting(true)} />}
        items={[
          {
            label: '所属项目',
            value: <ProjectLink id={task.projectId} name={task.projectName} />,
          },
          { label: '负责人', value: task.assigneeName ?? '—' },
          { label: '优先级', value: labelOf(TASK_PRIORITIES, task.priority) },
          { label: '截止日期', value: <DueDate task={task} /> },
          { label: '完成时间', value: task.completedAt ? formatDateTime(task.completedAt) : '—' },
          { label: '完成人', value: task.completedByName ?? '—' },
          { label: '任务描述', value: task.description || '—' },
          { label: '完成说明', value: task.completionNote || '—' },
          { label: '创建时间', value: formatDateTime(task.createTime) },
        ]}
      />
      <Card title="附件" style={{ marginTop: 16 }}>
        {task.attachments.length ? (
          <AttachmentGallery files={task.attachments} sizes />
        ) : (
          <div style={{ padding: '24px 0', color: 'var(--color-text-2)', textAlign: 'center' }}>没有附件</div>
        )}
      </Card>
      <CompleteDialog task={completing ? task : null} onClose={() => setCompleting(false)} />
    </div>
  );
}
