import { FOLLOW_METHODS } from '@yjf/area-sales/domain/followupSchemas';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';

type FollowupRow = {
  method: number;
  content: string;
  followTime: string;
  nextFollowTime: string | null;
  followerName: string | null;
  attachments: unknown[];
};

/** The columns every follow-up list shows after its record's name. */
export const followupColumns = <Row extends FollowupRow>(): CrudColumn<Row>[] => [
  { field: 'method' as never, title: '跟进方式', width: 100, options: FOLLOW_METHODS },
  { field: 'content' as never, title: '跟进内容', width: 320 },
  { field: 'followTime' as never, title: '跟进时间', format: 'datetime', sortable: true },
  { field: 'nextFollowTime' as never, title: '下次跟进', format: 'datetime', sortable: true },
  { field: 'followerName' as never, title: '跟进人', width: 100 },
  {
    field: 'attachments' as never,
    title: '附件',
    width: 80,
    render: (row) => (row.attachments.length ? `${row.attachments.length} 个` : '-'),
  },
];

export const followupSearch: SearchField[] = [
  { name: 'blurry', label: '跟进内容', kind: 'text', placeholder: '跟进内容' },
  { name: 'method', label: '跟进方式', kind: 'options', options: FOLLOW_METHODS },
  { name: 'followTime', label: '跟进时间', kind: 'dateRange' },
];
