import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { projectApi } from '@yjf/area-projects/api/projects';
import { Button, Card, Space, Tabs } from '@yjf/ui/arcoCore';
import { AreaView } from '@yjf/ui/AreaView';
import { repairTabList, useDomRepair } from '@yjf/ui/crud/controlNames';
import { usePermission } from '@yjf/ui/Permission';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { FinanceSummary } from '../../projects/FinanceSummary';
import { ProjectOverview } from '../../projects/ProjectOverview';
import { StatusDialog } from '../../projects/StatusDialog';
import { StatusTimeline } from '../../projects/StatusTimeline';
import { SchemeTable } from '../../schemes/SchemeTable';
import { TaskTable } from '../../tasks/TaskTable';

/** The tabs' row as the tablist Arco leaves out, named (repairTabList); mounted with the tabs, once the project is there. */
function NamedTabs({ children }: { children: React.ReactNode }) {
  const ref = useDomRepair<HTMLDivElement>((root) => repairTabList(root, '项目详情'));
  return <div ref={ref}>{children}</div>;
}

/**
 * 项目详情 (`/project/detail/{id}`, also `projectInfo/{pid}`): the project with its status timeline, tasks,
 * drawings and a finance summary; its purchase orders, stock-outs and collections are the purchasing and
 * finance areas' own lists, loaded from their live releases (`AreaView`), each tab shown to those who may list it.
 */
export default function ProjectDetail() {
  const params = useParams();
  const id = Number(params.id ?? params.pid);
  const navigate = useNavigate();
  const { can } = usePermission();
  const query = projectApi.useGet(id > 0 ? id : undefined);
  const project = query.data;
  const [moving, setMoving] = useState(false);
  const fallback = detailFallback('项目', id, query);
  if (fallback || !project) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <ProjectOverview
        project={project}
        extra={
          <Space>
            {can('project:edit') && (
              <Button onClick={() => navigate(`/project/edit/${project.id}/${encodeURIComponent(project.name)}`)}>
                编辑
              </Button>
            )}
            {can('task:list') && <Button onClick={() => navigate(`/taskManage/${project.id}`)}>任务看板</Button>}
            {can('project:edit') && (
              <Button type="primary" onClick={() => setMoving(true)}>
                变更状态
              </Button>
            )}
          </Space>
        }
      />
      <Card style={{ marginTop: 16 }}>
        <NamedTabs>
          <Tabs defaultActiveTab="overview" lazyload destroyOnHide={false}>
            <Tabs.TabPane key="overview" title="项目概况">
              <FinanceSummary projectId={project.id} />
              <div style={{ marginTop: 24 }}>
                <StatusTimeline projectId={project.id} status={project.status} />
              </div>
            </Tabs.TabPane>
            {can('task:list') && (
              <Tabs.TabPane key="tasks" title="任务">
                <TaskTable title={`${project.name}的任务`} projectId={project.id} />
              </Tabs.TabPane>
            )}
            {can('scheme:list') && (
              <Tabs.TabPane key="schemes" title="方案图纸">
                <SchemeTable projectId={project.id} />
              </Tabs.TabPane>
            )}
            {can('purchaseOrder:list') && (
              <Tabs.TabPane key="purchase" title="采购单">
                <AreaView component="purchasing/PurchaseInfo" props={{ projectId: project.id }} />
              </Tabs.TabPane>
            )}
            {can('stockOut:list') && (
              <Tabs.TabPane key="stockout" title="出库单">
                <AreaView component="purchasing/OutStock" props={{ projectId: project.id }} />
              </Tabs.TabPane>
            )}
            {can('collection:list') && (
              <Tabs.TabPane key="collection" title="收款">
                <AreaView component="finance/CollectMoney" props={{ projectId: project.id }} />
              </Tabs.TabPane>
            )}
          </Tabs>
        </NamedTabs>
      </Card>
      <StatusDialog project={moving ? project : null} onClose={() => setMoving(false)} />
    </div>
  );
}
