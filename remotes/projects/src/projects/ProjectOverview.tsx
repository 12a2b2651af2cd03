import { useNavigate } from 'react-router-dom';
import { useColleaguesQuery } from '@yjf/api/colleagues';
import { formatDate } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import { Link } from '@yjf/ui/arcoCore';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { RecordSummary } from '@yjf/ui/RecordSummary';

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** The heading card of a project: its code, status and fields; `extra` holds the page's buttons. */
export function ProjectOverview({ project, extra }: { project: Project; extra: React.ReactNode }) {
  const navigate = useNavigate();
  const { data: colleagues = [] } = useColleaguesQuery();
  const members = project.memberIds
    .map((id) => colleagues.find((person) => person.id === id)?.name)
    .filter(Boolean)
    .join('、');
  return (
    <RecordSummary
      title={project.name}
      tags={<DictTag dict={DICT.projectStatus} value={project.status} />}
      extra={extra}
      items={[
        { label: '项目编号', value: project.code },
        {
          label: '客户',
          value: <Link onClick={() => navigate(`/customerInfo/${project.customerId}`)}>{project.customerName}</Link>,
        },
        {
          label: '来源商机',
          value: project.businessId ? (
            <Link onClick={() => navigate(`/businessInfo/${project.businessId}`)}>{project.businessName}</Link>
          ) : (
            '—'
          ),
        },
        { label: '合同金额', value: formatMoney(project.contractAmount) },
        { label: '签约日期', value: day(project.signDate) },
        { label: '项目经理', value: project.managerName ?? '—' },
        { label: '设计师', value: project.designerName ?? '—' },
        { label: '计划工期', value: `${day(project.plannedStart)} 至 ${day(project.plannedEnd)}` },
        { label: '项目成员', value: members || '—' },
        { label: '项目地址', value: project.siteAddress || '—' },
        { label: '备注', value: project.remark || '—' },
      ]}
    />
  );
}
