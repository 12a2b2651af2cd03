import { useState } from 'react';
import { Card, Tabs } from '@yjf/ui/arcoCore';
import { repairTabList, useDomRepair } from '@yjf/ui/crud/controlNames';
import { useListController } from '@yjf/ui/list/useListController';
import { JobTable } from './JobTable';
import { RunLog } from './RunLog';

/**
 * 定时任务 (system/JobList, 系统监控, the platform's administrators): 任务列表, the jobs the server runs on a schedule
 * with their last and next run, 立即执行 and 暂停/恢复; and 执行日志, every run. A job's 日志 opens the log on its runs.
 */
export default function JobList() {
  const [tab, setTab] = useState('jobs');
  // Newest first is the log's one order.
  const runs = useListController({ sort: null });
  const ref = useDomRepair<HTMLDivElement>((root) => repairTabList(root, '定时任务'));

  return (
    <Card bordered={false}>
      <div ref={ref}>
        {/* A hidden tab's pane is removed, not hidden: Arco's hidden pane keeps its buttons focusable (axe). */}
        <Tabs activeTab={tab} onChange={setTab} destroyOnHide>
          <Tabs.TabPane key="jobs" title="任务列表">
            <JobTable
              onShowRuns={(job) => {
                runs.search({ job });
                setTab('runs');
              }}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="runs" title="执行日志">
            <RunLog list={runs} />
          </Tabs.TabPane>
        </Tabs>
      </div>
    </Card>
  );
}
