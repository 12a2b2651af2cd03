import { revisionLabel, schemeDeclaration } from '@yjf/area-projects/domain/schemeSchemas';
import { Link, Space, Tag } from '@yjf/ui/arcoCore';
import { columnsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { ProjectLink } from '../projects/ProjectLink';
import { SchemeStatusTag } from './SchemeStatusTag';

/** The drawing list's declared columns; the name opens the drawing, the project opens the project. */
export const schemeColumns = (open: (path: string) => void) =>
  columnsOf(schemeDeclaration, {
    name: { render: (row) => <Link onClick={() => open(`/SchemeInfo/${row.id}`)}>{row.name}</Link> },
    revision: {
      render: (row) => (
        <Space size={4}>
          {revisionLabel(row.revision)}
          {!row.latest && <Tag size="small">历史</Tag>}
        </Space>
      ),
    },
    projectName: { render: (row) => <ProjectLink id={row.projectId} name={row.projectName} /> },
    status: { render: (row) => <SchemeStatusTag status={row.status} /> },
    files: { render: (row) => `${row.files.length} 个` },
  });

/** The drawing list's declared search bar. */
export const schemeSearch = searchFieldsOf(schemeDeclaration, {
  projectId: <RecordSelect resource="project" placeholder="所属项目" />,
});
