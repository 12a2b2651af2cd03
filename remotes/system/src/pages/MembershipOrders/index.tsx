import { useState } from 'react';
import { useGetMembershipOrdersQuery, useRefundHeldOrderMutation } from '@yjf/api/membership';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { formatDateTime } from '@yjf/domain/calendar';
import {
  isRefundable,
  MEMBERSHIP_ORDER_STATUS as STATUS,
  MEMBERSHIP_ORDER_STATUS_LABELS,
  type MembershipOrderStatus,
} from '@yjf/domain/membership';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import { formatMoney } from '@yjf/domain/money';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { Button, Space, Tag, Tooltip } from '@yjf/ui/arcoCore';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { usePermission } from '@yjf/ui/Permission';
import { SearchListCard, useSearchList, type SearchListColumn } from '../../searchList/SearchListCard';
import { announceRefund, RefundOrderDialog } from './RefundOrderDialog';
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
 * What the 说明 column says of an order, latest first (the cell is cut short; the whole is in its tooltip): the
 * platform's note, its latest refund, how its payment settled.
 */
const noteText = (row: MembershipOrderRow) =>
  [
    row.handledNote && `平台处理：${row.handledNote}`,
    row.refundNo && `退款单 ${row.refundNo}：${row.refundNote}`,
    row.settlement,
  ]
    .filter(Boolean)
    .join('；') || '-';

/**
 * 会员订单 (system/MembershipOrders): the company's membership orders and what became of each payment (paid,
 * converted at its value when the plan had changed, held for the platform, refunding, refunded, refund failed,
 * settled by hand); the platform's administrators see every company's, refund a held payment through the
 * provider (退款, confirmed first; 查询退款 of one under way asks the provider again) or settle it by hand (处理).
 */
export default function MembershipOrders() {
  const list = useSearchList(searchFields);
  const query = useGetMembershipOrdersQuery(list.params);
  const platform = useGetInfoQuery().data?.user.companyid === PLATFORM_COMPANY_ID;
  const permission = usePermission();
  const maySettle = permission.can('membershipOrder:edit') && platform;
  // Money leaves the platform's account: its administrators alone, as the server checks.
  const mayRefund = permission.hasRole(ADMIN_ROLE) && platform;
  const [settling, setSettling] = useState<MembershipOrderRow | null>(null);
  const [refunding, setRefunding] = useState<MembershipOrderRow | null>(null);
  const [refresh, refreshing] = useRefundHeldOrderMutation();

  const refreshRefund = async (row: MembershipOrderRow) => {
    try {
      announceRefund(await refresh({ orderNo: row.orderNo }).unwrap());
    } catch {
      // shown by the error presenter
    }
  };

  /** The platform's actions on a paid order: refund a held one (again, when its refund failed), 查询退款, 处理. */
  const actionsOf = (row: MembershipOrderRow) => {
    const refundable = isRefundable(row.status);
    return (
      <Space size={4}>
        {mayRefund && refundable && (
          <Button type="text" size="mini" status="danger" onClick={() => setRefunding(row)}>
            {row.status === STATUS.refundFailed ? '重新退款' : '退款'}
          </Button>
        )}
        {mayRefund && row.status === STATUS.refunding && (
          <Button type="text" size="mini" loading={refreshing.isLoading} onClick={() => void refreshRefund(row)}>
            查询退款
          </Button>
        )}
        {maySettle && refundable && (
          <Button type="text" size="mini" onClick={() => setSettling(row)}>
            处理
          </Button>
        )}
      </Space>
    );
  };

  const columns: SearchListColumn<MembershipOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 220 },
    ...(platform ? [{ title: '企业', dataIndex: 'companyName', width: 150, ellipsis: true }] : []),
    { title: '下单人', dataIndex: 'userName', width: 100, hiddenByDefault: true },
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
      render: (_: string, row) => {
        const text = noteText(row);
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
      // In the column chooser with 下单人, so the list fits 1440 px (issue 58).
      hiddenByDefault: true,
      render: (time: string | null) => (time ? formatDateTime(time) : '-'),
    },
    ...(maySettle || mayRefund
      ? [
          {
            title: '操作',
            dataIndex: '__actions',
            width: 140,
            fixed: 'right' as const,
            render: (_: unknown, row: MembershipOrderRow) => actionsOf(row),
          },
        ]
      : []),
  ];

  return (
    <SearchListCard<MembershipOrderRow>
      list={list}
      searchFields={searchFields}
      query={query}
      columns={columns}
      columnKey="membershipOrders"
    >
      <SettleOrderDialog order={settling} onClose={() => setSettling(null)} />
      <RefundOrderDialog order={refunding} onClose={() => setRefunding(null)} />
    </SearchListCard>
  );
}
