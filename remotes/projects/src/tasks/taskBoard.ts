import type { Task } from '@yjf/area-projects/domain/taskSchemas';

export type BoardLane = { assigneeId: number | null; assigneeName: string; byStatus: Map<number, Task[]> };

/**
 * The task board's lanes: one per assignee (未分配 last), each holding its tasks by status, in the order the
 * list gave them.
 */
export function boardLanes(tasks: Task[]): BoardLane[] {
  const lanes = new Map<number | null, BoardLane>();
  for (const task of tasks) {
    let lane = lanes.get(task.assigneeId);
    if (!lane) {
      lane = { assigneeId: task.assigneeId, assigneeName: task.assigneeName ?? '未分配', byStatus: new Map() };
      lanes.set(task.assigneeId, lane);
    }
    const column = lane.byStatus.get(task.status) ?? [];
    column.push(task);
    lane.byStatus.set(task.status, column);
  }
  return [...lanes.values()].sort((a, b) =>
    a.assigneeId === null ? 1 : b.assigneeId === null ? -1 : a.assigneeName.localeCompare(b.assigneeName, 'zh'),
  );
}
