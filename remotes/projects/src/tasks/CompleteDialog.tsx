import { useEffect, useState } from 'react';
import { deliveryApi } from '@yjf/area-projects/api/projects';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { Form, Input, Modal } from '@yjf/ui/arco';
import { notifySaved } from '@yjf/ui/notices';

type Props = { task: Pick<Task, 'id' | 'version' | 'title'> | null; onClose: () => void };

/** 完成任务: the task is done, with a note of what was done. */
export function CompleteDialog({ task, onClose }: Props) {
  const [note, setNote] = useState('');
  const [complete, { isLoading }] = deliveryApi.useCompleteTaskMutation();
  useEffect(() => setNote(''), [task]);
  if (!task) return null;
  const submit = async () => {
    try {
      notifySaved((await complete({ id: task.id, version: task.version, note }).unwrap()).message);
      onClose();
    } catch {
      // the error presenter has said why
    }
  };
  return (
    <Modal
      title={`完成任务：${task.title}`}
      visible
      onOk={submit}
      onCancel={onClose}
      okText="确认完成"
      cancelText="取消"
      confirmLoading={isLoading}
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
    </Modal>
  );
}
