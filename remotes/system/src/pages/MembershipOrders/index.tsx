import { useState } from 'react';
import { useGetMembershipOrdersQuery } from '@yjf/api/membership';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { formatDateTime } from '@yjf/domain/calendar';
import {
  MEMBERSHIP_ORDER_STATUS as STATUS,
  MEMBERSHIP_ORDER_STATUS_LABELS,
  type MembershipOrderStatus,
} from '@yjf/domain/membership';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import { formatMoney } from '@yjf/domain/money';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { Button, Tag, Tooltip } from '@yjf/ui/arcoCore';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { usePermission } from '@yjf/ui/Permission';
import { SearchListCard } from '../../searchList/SearchListCard';
import { useListController } from '@yjf/ui/list/useListController';
import { SettleOrderDialog } from './SettleOrderDialog';

const STATUS_COLORS: Record<MembershipOrderStatus, string> = {
  0: 'arcoblue',
  1: 'green',
  2: 'cyan',
  3: 'gray',
  4: 'orange',
  5: 'purple',
  6: 'gold',
  7: 'red',
  8: 'lime',
};

const searchFields: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '订单号、企业或下单人' },
  {
    name: 'status',
    label: '状态',
    kind: 'options',
    options: Object.entries(MEMBERSHIP_ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  { name: 'createTime', label: '下单时间', kind: 'dateRange' },
];

/** What the order bought, as a person says it: 旗舰版（C）2 年，增加 3 人 / 升级到 C. */
const purchaseText = (row: MembershipOrderRow) =>
  `${row.type === 2 ? `升级到 ${row.planCode} 套餐` : `${row.planCode} 套餐 ${row.years} 年`}${row.extraStaff ? `，增加 ${row.extraStaff} 人` : ''}`;

/**
 * 会员订单 (system/MembershipOrders): the company's membership orders and what became of each payment (paid,
 * converted at its value when the plan had changed, held for the platform, refunded); the platform's
 * administrators see every company's and settle a held one by hand (处理).
 */
export default function MembershipOrders() {
  const list = useListController({ sort: null });
  const query = useGetMembershipOrdersQuery(list.params);
  const platform = useGetInfoQuery().data?.user.companyid === PLATFORM_COMPANY_ID;
  const maySettle = usePermission().can('membershipOrder:edit') && platform;
  const [settling, setSettling] = useState<MembershipOrderRow | null>(null);

  const columns: TableColumnProps<MembershipOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 220 },
    ...(platform ? [{ title: '企业', dataIndex: 'companyName', width: 150, ellipsis: true }] : []),
    { title: '下单人', dataIndex: 'userName', width: 100 },
    { title: '购买内容', dataIndex: 'planCode', width: 190, render: (_: string, row) => purchaseText(row) },
    { title: '金额', dataIndex: 'amountFen', width: 120, align: 'right', render: (fen: number) => formatMoney(fen) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (status: MembershipOrderStatus) => (
        <Tag color={STATUS_COLORS[status]}>{MEMBERSHIP_ORDER_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: '说明',
      dataIndex: 'settlement',
      width: 280,
      ellipsis: true,
      render: (note: string, row) => {
        const text = [note, row.handledNote && `平台处理：${row.handledNote}`].filter(Boolean).join('；') || '-';
        return (
          <Tooltip content={text} disabled={text === '-'}>
            <span>{text}</span>
          </Tooltip>
        );
      },
    },
    { title: '下单时间', dataIndex: 'createTime', width: 170, render: (time: string) => formatDateTime(time) },
    {
      title: '支付时间',
      dataIndex: 'paidTime',
      width: 170,
      render: (time: string | null) => (time ? formatDateTime(time) : '-'),
    },
    ...(maySettle
      ? [
          {
            title: '操作',
            dataIndex: '__settle',
            width: 80,
            fixed: 'right' as const,
            render: (_: unknown, row: MembershipOrderRow) =>
              row.status === STATUS.held ? (
                <Button type="text" size="mini" onClick={() => setSettling(row)}>
                  处理
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <SearchListCard<MembershipOrderRow> list={list} searchFields={searchFields} query={query} columns={columns}>
      <SettleOrderDialog order={settling} onClose={() => setSettling(null)} />
    </SearchListCard>
  );
}
