import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { schemeApi } from '@yjf/area-projects/api/projects';
import { formatDateTime } from '@yjf/domain/calendar';
import { revisionLabel } from '@yjf/area-projects/domain/schemeSchemas';
import { Button, Grid, Tag } from '@yjf/ui/arcoCore';
import { usePermission } from '@yjf/ui/Permission';
import { detailFallback, RecordSummary } from '@yjf/ui/RecordSummary';
import { ProjectLink } from '../../projects/ProjectLink';
import { NewVersionDialog } from '../../schemes/NewVersionDialog';
import { SchemeFiles } from '../../schemes/SchemeFiles';
import { SchemeStatusTag } from '../../schemes/SchemeStatusTag';
import { SchemeVersions } from '../../schemes/SchemeVersions';

/** 图纸详情 (`/SchemeInfo/{id}`): one version of a drawing, its files and every version of it. */
export default function SchemeInfo() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { can } = usePermission();
  const query = schemeApi.useGet(id > 0 ? id : undefined);
  const scheme = query.data;
  const [uploading, setUploading] = useState(false);

  const fallback = detailFallback('图纸', id, query);
  if (fallback || !scheme) return fallback;

  return (
    <div style={{ padding: 16 }}>
      <RecordSummary
        title={scheme.name}
        tags={
          <>
            <Tag color="arcoblue">{revisionLabel(scheme.revision)}</Tag>
            <SchemeStatusTag status={scheme.status} />
            {!scheme.latest && <Tag>历史版本</Tag>}
          </>
        }
        extra={
          can('scheme:add') && (
            <Button type="primary" onClick={() => setUploading(true)}>
              上传新版本
            </Button>
          )
        }
        items={[
          {
            label: '所属项目',
            value: <ProjectLink id={scheme.projectId} name={scheme.projectName} />,
          },
          { label: '设计师', value: scheme.designerName ?? '—' },
          { label: '版本', value: `${revisionLabel(scheme.revision)}${scheme.latest ? '（最新）' : ''}` },
          { label: '上传时间', value: formatDateTime(scheme.createTime) },
          { label: '说明', value: scheme.description || '—' },
        ]}
      />
      {/* Arco's row sets its own margins for a vertical gutter: the space above is a box's. */}
      <div style={{ marginTop: 16 }}>
        <Grid.Row gutter={[16, 16]}>
          <Grid.Col xs={24} lg={14}>
            <SchemeFiles files={scheme.files} />
          </Grid.Col>
          <Grid.Col xs={24} lg={10}>
            <SchemeVersions id={id} />
          </Grid.Col>
        </Grid.Row>
      </div>
      <NewVersionDialog
        scheme={scheme}
        visible={uploading}
        onClose={() => setUploading(false)}
        onSaved={(newId) => navigate(`/SchemeInfo/${newId}`)}
      />
    </div>
  );
}
