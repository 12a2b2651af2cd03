import { useEffect, useState } from 'react';
import { deliveryApi } from '@yjf/area-projects/api/projects';
import { DICT } from '@yjf/domain/dictionaries';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import { Form, Input } from '@yjf/ui/arcoCore';
import { CommandDialog } from '@yjf/ui/CommandDialog';
import { DictSelect } from '@yjf/ui/dict/DictSelect';
import { DictTag } from '@yjf/ui/dict/DictTag';

type Props = { project: Pick<Project, 'id' | 'version' | 'name' | 'status'> | null; onClose: () => void };

/** 变更状态: moves a project to another D004 status with a note; the change joins its status timeline. */
export function StatusDialog({ project, onClose }: Props) {
  const [status, setStatus] = useState<string | undefined>();
  const [remark, setRemark] = useState('');
  const [change] = deliveryApi.useChangeProjectStatusMutation();
  useEffect(() => {
    setStatus(project ? String(Math.min(project.status + 1, 9)) : undefined);
    setRemark('');
  }, [project]);
  if (!project) return null;
  const move = async () => {
    if (status === undefined) return undefined;
    const result = await change({
      id: project.id,
      version: project.version,
      status: Number(status),
      remark,
    }).unwrap();
    return result.message;
  };
  return (
    <CommandDialog
      title={`变更项目状态：${project.name}`}
      okText="确认"
      onConfirm={move}
      onClose={onClose}
      okDisabled={status === undefined || Number(status) === project.status}
    >
      <Form layout="vertical" aria-label="变更项目状态">
        <Form.Item label="当前状态">
          <DictTag dict={DICT.projectStatus} value={project.status} />
        </Form.Item>
        <Form.Item label="新状态" required>
          <DictSelect dict={DICT.projectStatus} value={status} onChange={setStatus} placeholder="请选择新状态" />
        </Form.Item>
        <Form.Item label="说明">
          <Input.TextArea
            value={remark}
            onChange={setRemark}
            maxLength={200}
            placeholder="例如：设计图已确认，进入交底"
          />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}
