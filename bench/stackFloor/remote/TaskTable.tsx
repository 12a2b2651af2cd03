import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Input, Radio, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';

const TITLES = [
  '客厅音箱安装与走线',
  '投影幕布调平与校色',
  '系统联调与客户培训',
  '影音室吸音板安装',
  '功放与音箱接线检查',
];
const TASKS = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: TITLES[i % TITLES.length],
  project: `锦绣花园 ${i + 1} 栋影音室`,
  dueDate: `2026-11-${String(20 + (i % 9)).padStart(2, '0')}`,
  done: i % 3 === 0,
}));

const COLUMNS = [
  { title: '任务标题', dataIndex: 'title' },
  { title: '所属项目', dataIndex: 'project' },
  { title: '截止日期', dataIndex: 'dueDate' },
  {
    title: '任务状态',
    dataIndex: 'done',
    render: (done: boolean) => <Tag color={done ? 'green' : 'orange'}>{done ? '已完成' : '未处理'}</Tag>,
  },
];

/** The task list of the floor: the scope switch, a search box and a page of ten tasks. */
export default function TaskTable() {
  const path = useLocation().pathname;
  const signedIn = useSelector((state: { api: { queries: object } }) => Object.keys(state.api.queries).length > 0);
  const [scope, setScope] = useState('mine');
  return (
    <section aria-label={path} data-signed-in={signedIn}>
      <Radio.Group type="button" value={scope} onChange={setScope}>
        <Radio value="today">今日任务</Radio>
        <Radio value="mine">我的任务</Radio>
        <Radio value="all">全部任务</Radio>
      </Radio.Group>
      <Input.Search placeholder="任务标题或描述" style={{ margin: '12px 0' }} />
      <Table rowKey="id" columns={COLUMNS} data={TASKS} pagination={{ total: 10, pageSize: 10 }} scroll={{ x: 640 }} />
    </section>
  );
}
