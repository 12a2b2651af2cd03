import { revisionLabel, SCHEME_STATUSES, type Scheme } from '@yjf/area-projects/domain/schemeSchemas';
import { Link, Space, Tag } from '@yjf/ui/arco';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { ProjectLink } from '../projects/ProjectLink';
import { SchemeStatusTag } from './SchemeStatusTag';

/** The drawing list's columns; the name opens the drawing, the project opens the project. */
export const schemeColumns = (open: (path: string) => void): CrudColumn<Scheme>[] => [
  {
    field: 'name',
    title: '图纸名称',
    width: 220,
    sortable: true,
    render: (row) => <Link onClick={() => open(`/SchemeInfo/${row.id}`)}>{row.name}</Link>,
  },
  {
    field: 'revision',
    title: '版本',
    width: 110,
    render: (row) => (
      <Space size={4}>
        {revisionLabel(row.revision)}
        {!row.latest && <Tag size="small">历史</Tag>}
      </Space>
    ),
  },
  {
    field: 'projectName',
    title: '所属项目',
    width: 180,
    render: (row) => <ProjectLink id={row.projectId} name={row.projectName} />,
  },
  { field: 'designerName', title: '设计师', width: 100 },
  { field: 'status', title: '图纸状态', width: 100, render: (row) => <SchemeStatusTag status={row.status} /> },
  { field: 'files', title: '文件', width: 80, render: (row) => `${row.files.length} 个` },
  { field: 'description', title: '图纸说明', width: 200, hiddenByDefault: true },
  { field: 'createTime', title: '上传时间', format: 'datetime', sortable: true },
];

export const schemeSearch: SearchField[] = [
  { name: 'blurry', label: '图纸名称或说明', kind: 'text', placeholder: '图纸名称或说明' },
  { name: 'status', label: '图纸状态', kind: 'options', options: SCHEME_STATUSES },
  {
    name: 'projectId',
    label: '所属项目',
    kind: 'custom',
    control: <RecordSelect resource="project" placeholder="所属项目" />,
  },
  { name: 'createTime', label: '上传时间', kind: 'dateRange' },
];
