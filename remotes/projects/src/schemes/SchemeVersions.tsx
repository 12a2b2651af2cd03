import { useNavigate } from 'react-router-dom';
import { deliveryApi } from '@yjf/area-projects/api/projects';
import { formatDateTime } from '@yjf/domain/calendar';
import { revisionLabel, type SchemeVersion } from '@yjf/area-projects/domain/schemeSchemas';
import { Card, Link, Space, Tag } from '@yjf/ui/arcoCore';
import { LinesTable } from '@yjf/ui/LinesTable';
import { useIsPhone } from '@yjf/ui/useIsPhone';
import { SchemeStatusTag } from './SchemeStatusTag';

/**
 * 历史版本: every version of the drawing `id` belongs to, newest first; the one on screen is marked 当前. 查看 opens
 * another version; on a phone the whole card does, so its cards carry no 操作 line (which read "—" on 当前's).
 */
export function SchemeVersions({ id }: { id: number }) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const { data = [], isFetching } = deliveryApi.useSchemeVersionsQuery(id, { skip: !(id > 0) });
  return (
    <Card title={`历史版本（${data.length}）`}>
      <LinesTable<SchemeVersion>
        rowKey="id"
        aria-label="历史版本"
        size="small"
        nameOf={(row) => revisionLabel(row.revision)}
        onOpen={(row) => row.id !== id && navigate(`/SchemeInfo/${row.id}`)}
        loading={isFetching}
        data={data}
        noDataElement="暂无版本记录"
        columns={[
          {
            title: '版本',
            dataIndex: 'revision',
            width: 110,
            render: (_: unknown, row) => (
              <Space size={4}>
                {revisionLabel(row.revision)}
                {row.id === id && (
                  <Tag size="small" color="arcoblue">
                    当前
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (_: unknown, row) => <SchemeStatusTag status={row.status} />,
          },
          { title: '说明', dataIndex: 'description', ellipsis: true, render: (value: string) => value || '—' },
          {
            title: '文件',
            dataIndex: 'files',
            width: 80,
            render: (_: unknown, row) => row.files.length,
          },
          {
            title: '上传时间',
            dataIndex: 'createTime',
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          ...(phone
            ? []
            : [
                {
                  title: '操作',
                  dataIndex: '__open',
                  width: 70,
                  render: (_: unknown, row: SchemeVersion) =>
                    row.id === id ? '—' : <Link onClick={() => navigate(`/SchemeInfo/${row.id}`)}>查看</Link>,
                },
              ]),
        ]}
      />
    </Card>
  );
}
