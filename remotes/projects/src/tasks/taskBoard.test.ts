import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { boardLanes } from './taskBoard';

const task = (id: number, assigneeId: number | null, assigneeName: string | null, status: number) =>
  ({ id, assigneeId, assigneeName, status }) as Task;

describe('the task board', () => {
  it('puts each assignee in a lane, unassigned tasks last, with their tasks by status', () => {
    const lanes = boardLanes([
      task(1, null, null, 0),
      task(2, 7, '王强', 0),
      task(3, 5, '李娜', 1),
      task(4, 7, '王强', 1),
      task(5, 5, '李娜', 0),
    ]);
    expect(lanes.map((lane) => lane.assigneeName)).toEqual(['李娜', '王强', '未分配']);
    expect(lanes[0]!.byStatus.get(0)!.map((t) => t.id)).toEqual([5]);
    expect(lanes[0]!.byStatus.get(1)!.map((t) => t.id)).toEqual([3]);
    expect(lanes[2]!.byStatus.get(1)).toBeUndefined();
  });

  it('has no lanes without tasks', () => {
    expect(boardLanes([])).toEqual([]);
  });
});
