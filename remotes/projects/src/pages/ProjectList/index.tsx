import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectApi } from '@yjf/area-projects/api/projects';
import { projectDeclaration, type Project } from '@yjf/area-projects/domain/projectSchemas';
import { Button, Link } from '@yjf/ui/arcoCore';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';
import { usePermission } from '@yjf/ui/Permission';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';
import type { FirstData } from '@yjf/api/firstData';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';
import { projectFormControls } from '../../projects/projectFields';
import { StatusDialog } from '../../projects/StatusDialog';

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(projectApi), prefetchDicts()];

/** 项目列表: the company's projects; 详情 opens one, 状态 moves it on, 看板 opens its task board. */
export default function ProjectList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [moving, setMoving] = useState<Project | null>(null);
  return (
    <>
      <ResourcePage
        declaration={projectDeclaration}
        api={projectApi}
        permission="project"
        columns={{
          name: { render: (row) => <Link onClick={() => navigate(`/project/detail/${row.id}`)}>{row.name}</Link> },
          customerName: {
            render: (row) => (
              <Link onClick={() => navigate(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>
            ),
          },
        }}
        searchControls={{
          managerId: <UserSelect placeholder="项目经理" />,
          customerId: <RecordSelect resource="customer" placeholder="客户" />,
        }}
        formControls={projectFormControls}
        rowActionLabels={['状态', '看板']}
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
