import { deliveryApi } from '@yjf/area-projects/api/projects';
import { TASK_DONE, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { Button, Popconfirm } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';

/** 完成 for an open task (through the dialog), 重新打开 for a done one; with `task:edit` only. */
export function TaskActions({ task, onComplete }: { task: Task; onComplete: (task: Task) => void }) {
  const { can } = usePermission();
  const [reopen, { isLoading }] = deliveryApi.useReopenTaskMutation();
  if (!can('task:edit')) return null;
  if (task.status !== TASK_DONE)
    return (
      <Button type="text" size="mini" onClick={() => onComplete(task)}>
        完成
      </Button>
    );
  return (
    <Popconfirm
      title="重新打开"
      content={`确定重新打开任务「${task.title}」吗？`}
      onOk={async () => {
        try {
          notifySaved((await reopen({ id: task.id, version: task.version }).unwrap()).message);
        } catch {
          // the error presenter has said why
        }
      }}
    >
      <Button type="text" size="mini" loading={isLoading}>
        重新打开
      </Button>
    </Popconfirm>
  );
}
