import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { projectApi } from '@yjf/area-projects/api/projects';
import { projectFormSchema, type ProjectForm } from '@yjf/area-projects/domain/projectSchemas';
import { Button, Card, Form, Space, Typography } from '@yjf/ui/arcoCore';
import { formValuesOf, RecordForm, submitRecordForm, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { projectFields } from '../../projects/projectFields';

/**
 * 编辑项目 as a page (`/project/edit/{id}/{projectName}` and `/project/edit/{id}`): the project form, saved with
 * the version the user loaded; without an id it adds a project. Saving opens the project's detail.
 */
export default function ProjectEdit() {
  const params = useParams();
  const id = Number(params.id);
  const editing = id > 0;
  const navigate = useNavigate();
  const query = projectApi.useGet(editing ? id : undefined);
  const project = query.data;
  const [form] = Form.useForm<FormValues>();
  const [add, adding] = projectApi.useAdd();
  const [edit, saving] = projectApi.useEdit();
  const initial = useMemo(() => (project ? formValuesOf(project, projectFields) : {}), [project]);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const fallback = editing ? detailFallback('项目', id, query) : null;
  if (fallback) return fallback;
  const title = editing ? `编辑项目：${project?.name ?? params.projectName ?? ''}` : '新增项目';

  const save = () =>
    submitRecordForm(form, initial, async (values) => {
      const body = values as ProjectForm;
      const saved = editing ? await edit({ ...body, id, version: project!.version }) : await add(body);
      notifySaved(editing ? '保存成功' : '新增成功');
      navigate(`/project/detail/${saved.id}`);
    });
  return (
    <Card
      style={{ margin: 16, maxWidth: 960 }}
      title={
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <RecordForm form={form} title={title} fields={projectFields} schema={projectFormSchema} />
      <Space>
        <Button type="primary" loading={adding.isLoading || saving.isLoading} onClick={save}>
          保存
        </Button>
        <Button onClick={() => navigate(-1)}>取消</Button>
      </Space>
    </Card>
  );
}
