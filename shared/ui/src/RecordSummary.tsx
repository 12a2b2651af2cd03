import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { delView, nextAfterClose } from '@yjf/store/tagsSlice';
import { Button, Card, Space, Typography } from './arcoCore';
import { Descriptions } from './arcoDetails';
import { DetailList } from './DetailList';
import { PageNotice } from './PageNotice';
import { useIsPhone } from './useIsPhone';
import './RecordSummary.css';

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

/**
 * The card at the top of a detail page (客户详情, 商机详情, 项目详情): name, status and the record's fields in
 * columns. On a phone the name wraps on a line of its own with the status under it and the buttons below that
 * (a card header has no room for all three), and the fields are a label–value list.
 */
export function RecordSummary({ title, tags, extra, items }: RecordSummaryProps) {
  const phone = useIsPhone();
  if (phone)
    return (
      <Card className="record-summary-phone">
        <Typography.Title heading={5} className="record-summary-title">
          {title}
        </Typography.Title>
        {tags && <div className="record-summary-tags">{tags}</div>}
        {extra && <div className="record-summary-actions">{extra}</div>}
        <DetailList items={items.map((item) => ({ label: item.label, value: item.value ?? '—' }))} />
      </Card>
    );
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

/** 关闭此页: closes the tag of the page it is on and goes where closing a tag goes (the last tag left, or home). */
function ClosePageButton() {
  const key = useLocation().pathname;
  const views = useAppSelector((state) => state.tags.visitedViews);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        dispatch(delView(key));
        navigate(nextAfterClose(views, key));
      }}
    >
      关闭此页
    </Button>
  );
}

/**
 * What a detail page shows instead of its record: 「客户不存在」 when the address has no valid id, 「客户已被删除」
 * when the server has no such record (deleted, perhaps in another tab, or another company's), both calm, with
 * 关闭此页; 「客户加载失败」 with 重试 when the record could not be read; a loading card while it comes; null
 * once it is there. The shell shows no error for such a missing record: this is the page's own word on it.
 *
 * @example const fallback = detailFallback('客户', id, query); if (fallback || !customer) return fallback;
 */
export function detailFallback(
  noun: string,
  id: number,
  query: { isError: boolean; isLoading: boolean; data?: unknown; error?: unknown; refetch?: () => unknown },
): ReactNode {
  const status = (query.error as { status?: unknown } | undefined)?.status;
  if (id > 0 && query.isError && status !== undefined && status !== 404) {
    return (
      <PageNotice
        kind="error"
        title={`${noun}加载失败`}
        action={query.refetch && <Button onClick={() => query.refetch?.()}>重试</Button>}
      >
        请稍后重试
      </PageNotice>
    );
  }
  if (!(id > 0) || query.isError)
    return (
      <PageNotice kind="missing" title={id > 0 ? `${noun}已被删除` : `${noun}不存在`} action={<ClosePageButton />}>
        该{noun}不存在或已被删除
      </PageNotice>
    );
  if (query.isLoading || !query.data) return <Card loading style={{ margin: 16 }} />;
  return null;
}
