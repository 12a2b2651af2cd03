import { useNavigate, useParams } from 'react-router-dom';
import { financeApi } from '@yjf/area-finance/api/finance';
import { projectApi } from '@yjf/area-projects/api/projects';
import { Card, Link, Space, Tag, Typography } from '@yjf/ui/arcoCore';
import { PageNotice } from '@yjf/ui/PageNotice';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { CollectionTable } from '../../collections/CollectionTable';
import { FinanceCard } from '../../collections/FinanceCard';

type Props = {
  /** The project whose collections are shown, when the project detail page embeds this in its 收款 tab; wins over the address. */
  projectId?: number;
};

/**
 * 项目收款 (`/CollectMoney/{id?}`, id = the project): the project's money (收款概况) over its collections. On its
 * own route it names the project with a link to its detail; embedded (`projectId`) the detail page already does.
 * Without a project it asks for one.
 */
export default function CollectMoney({ projectId }: Props) {
  const routeId = Number(useParams().id);
  const id = projectId ?? routeId;
  if (!(id > 0)) {
    return (
      <PageNotice kind="info" title="请选择项目" action={<ProjectPicker />}>
        选择一个项目，查看它的收款计划与到账情况
      </PageNotice>
    );
  }
  if (projectId !== undefined) return <ProjectCollections projectId={id} />;
  return <ProjectPage id={id} />;
}

/** Opens another project's 项目收款. */
function ProjectPicker({ value }: { value?: number }) {
  const navigate = useNavigate();
  return (
    <div style={{ width: 260 }}>
      <RecordSelect
        resource="project"
        placeholder="选择项目查看收款"
        value={value}
        onChange={(next) => next && navigate(`/CollectMoney/${next}`)}
      />
    </div>
  );
}

/** 收款概况 and the collection list of one project. */
function ProjectCollections({ projectId }: { projectId: number }) {
  const { data } = financeApi.useProjectFinanceQuery(projectId);
  return (
    <>
      <FinanceCard finance={data} />
      <CollectionTable title="项目收款" projectId={projectId} />
    </>
  );
}

/** The route's page: the project's name and code (opening its detail), then its collections. */
function ProjectPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = projectApi.useGet(id);
  const project = query.data;
  const fallback = detailFallback('项目', id, query);
  if (fallback || !project) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <Card
        bordered={false}
        bodyStyle={{ padding: 0 }}
        title={
          <Space>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              <Link onClick={() => navigate(`/project/detail/${project.id}`)}>{project.name}</Link>
            </Typography.Title>
            <Tag>{project.code}</Tag>
          </Space>
        }
        extra={<ProjectPicker value={project.id} />}
      >
        <ProjectCollections projectId={project.id} />
      </Card>
    </div>
  );
}
