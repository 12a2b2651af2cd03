import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectApi } from '@yjf/area-projects/api/projects';
import { projectFormSchema, type Project } from '@yjf/area-projects/domain/projectSchemas';
import { Button } from '@yjf/ui/arco';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { usePermission } from '@yjf/ui/Permission';
import { projectColumns, projectFields, projectSearch } from '../../projects/projectFields';
import { StatusDialog } from '../../projects/StatusDialog';

/** 项目列表: the company's projects; 详情 opens one, 状态 moves it on, 看板 opens its task board. */
export default function ProjectList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [moving, setMoving] = useState<Project | null>(null);
  return (
    <>
      <CrudPage
        title="项目列表"
        noun="项目"
        api={projectApi}
        permission="project"
        columns={projectColumns(navigate)}
        searchFields={projectSearch}
        formFields={projectFields}
        schema={projectFormSchema}
        rowActionCount={3}
        rowActions={(row) => (
          <>
            {can('project:edit') && (
              <Button type="text" size="mini" onClick={() => setMoving(row)}>
                状态
              </Button>
            )}
            {can('task:list') && (
              <Button type="text" size="mini" onClick={() => navigate(`/taskManage/${row.id}`)}>
                看板
              </Button>
            )}
          </>
        )}
      />
      <StatusDialog project={moving} onClose={() => setMoving(null)} />
    </>
  );
}
