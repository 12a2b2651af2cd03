import { useEffect, useState } from 'react';
import { deliveryApi } from '@yjf/area-projects/api/projects';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { Form, Input } from '@yjf/ui/arcoCore';
import { CommandDialog } from '@yjf/ui/CommandDialog';

type Props = { task: Pick<Task, 'id' | 'version' | 'title'> | null; onClose: () => void };

/** 完成任务: the task is done, with a note of what was done. */
export function CompleteDialog({ task, onClose }: Props) {
  const [note, setNote] = useState('');
  const [complete] = deliveryApi.useCompleteTaskMutation();
  useEffect(() => setNote(''), [task]);
  if (!task) return null;
  return (
    <CommandDialog
      title={`完成任务：${task.title}`}
      okText="确认完成"
      onConfirm={async () => (await complete({ id: task.id, version: task.version, note }).unwrap()).message}
      onClose={onClose}
    >
      <Form layout="vertical" aria-label="完成任务">
        <Form.Item label="完成说明">
          <Input.TextArea
            value={note}
            onChange={setNote}
            maxLength={500}
            autoSize={{ minRows: 3 }}
            placeholder="例如：已完成客厅影院布线，线材已贴标"
          />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}
