import type { ReactNode } from 'react';
import { Card, Space, Typography } from './arco';
import { Descriptions } from './arcoPlus';
import { PageNotice } from './PageNotice';

export type SummaryItem = { label: string; value: ReactNode };

export type RecordSummaryProps = {
  /** The record's name, as the page's heading. */
  title: string;
  /** Status tags beside the name. */
  tags?: ReactNode;
  /** Buttons on the right of the heading. */
  extra?: ReactNode;
  items: SummaryItem[];
};

/** The card at the top of a detail page (客户详情, 商机详情, 项目详情): name, status and the record's fields in columns. */
export function RecordSummary({ title, tags, extra, items }: RecordSummaryProps) {
  return (
    <Card
      title={
        <Space>
          <Typography.Title heading={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {tags}
        </Space>
      }
      extra={extra}
    >
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        tableLayout="fixed"
        labelStyle={{ width: 88, paddingRight: 12 }}
        data={items.map((item) => ({ label: item.label, value: item.value ?? '—' }))}
      />
    </Card>
  );
}

/**
 * What a detail page shows instead of its record: 「客户不存在」 when the address has no valid id or the
 * server has no such record (deleted, or another company's), a loading card while it comes; null once it is there.
 *
 * @example const fallback = detailFallback('客户', id, query); if (fallback || !customer) return fallback;
 */
export function detailFallback(
  noun: string,
  id: number,
  query: { isError: boolean; isLoading: boolean; data?: unknown },
): ReactNode {
  if (!(id > 0) || query.isError)
    return (
      <PageNotice kind="missing" title={`${noun}不存在`}>
        该{noun}不存在或已被删除
      </PageNotice>
    );
  if (query.isLoading || !query.data) return <Card loading style={{ margin: 16 }} />;
  return null;
}
