import { deptTree, subtreeIds } from './deptTree';

const rows = [
  { id: 4, pid: 2, sort: 2, name: '施工组' },
  { id: 1, pid: null, sort: 1, name: '总经办' },
  { id: 3, pid: 2, sort: 1, name: '设计组' },
  { id: 2, pid: null, sort: 1, name: '工程部' },
  { id: 5, pid: 3, sort: 1, name: '声学实验室' },
  { id: 6, pid: 99, sort: 1, name: '上级已删除' },
];

describe('deptTree', () => {
  it('nests by parent, orders by sort then name, and keeps orphans at the top', () => {
    const tree = deptTree(rows);
    expect(tree.map((n) => n.name)).toEqual(['工程部', '上级已删除', '总经办']);
    expect(tree[0]!.children!.map((n) => n.name)).toEqual(['设计组', '施工组']);
    expect(tree[0]!.children![0]!.children!.map((n) => n.name)).toEqual(['声学实验室']);
    expect(tree[2]).not.toHaveProperty('children');
  });

  it('finds a department with everything below it', () => {
    expect(subtreeIds(rows, 2).sort()).toEqual([2, 3, 4, 5]);
    expect(subtreeIds(rows, 4)).toEqual([4]);
    expect(subtreeIds(rows, 42)).toEqual([]);
  });
});
