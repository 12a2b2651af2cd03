import { useMemo, useState } from 'react';
import { discountFold, type Plan } from '@yjf/domain/membership';
import { planEditSchema, type PlanEdit } from '@yjf/domain/membershipSchemas';
import { fenToYuan, formatMoney } from '@yjf/domain/money';
import { useGetPlansQuery, useUpdatePlanMutation } from '@yjf/api/membership';
import { Button, Card, Tag } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { Table } from '@yjf/ui/arcoTable';
import { notifySaved } from '@yjf/ui/notices';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { usePermission } from '@yjf/ui/Permission';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { MenuTreePicker } from '../../menus/MenuTreePicker';

/** The business menus a plan can open; platform and basic menus are not for sale. */
const forSale = (node: MenuNode) => node.scope === 'plan';

const fields: FormField[] = [
  { name: 'name', label: '套餐名称', kind: 'text', required: true },
  { name: 'price', label: '年费（元）', kind: 'money', required: true },
  {
    name: 'discountPercent',
    label: '折扣（%，85 即 8.5折）',
    kind: 'custom',
    required: true,
    control: <InputNumber min={10} max={100} precision={0} suffix="%" />,
  },
  {
    name: 'includedStaff',
    label: '包含人数',
    kind: 'custom',
    required: true,
    control: <InputNumber min={1} max={10000} precision={0} suffix="人" />,
  },
  { name: 'menuIds', label: '开通菜单', kind: 'custom', wide: true, control: <MenuTreePicker only={forSale} /> },
];

/** 套餐管理 (platform only): the plans A, B, C companies buy — price, discount, staff and the menus each opens. */
export default function PlanList() {
  const { can } = usePermission();
  const { data: plans, isLoading } = useGetPlansQuery();
  const [update, updating] = useUpdatePlanMutation();
  const [editing, setEditing] = useState<Plan | null>(null);
  const initialValues = useMemo<FormValues>(
    () =>
      editing
        ? {
            name: editing.name,
            price: fenToYuan(editing.priceFen),
            discountPercent: editing.discountPercent,
            includedStaff: editing.includedStaff,
            menuIds: editing.menuIds,
          }
        : {},
    [editing],
  );

  return (
    <Card style={{ margin: 16 }} title="套餐管理">
      <Table<Plan>
        rowKey="code"
        loading={isLoading}
        data={plans ?? []}
        pagination={false}
        columns={[
          { title: '套餐', dataIndex: 'name', render: (_, plan) => `${plan.name}（${plan.code}）` },
          { title: '年费', dataIndex: 'priceFen', width: 140, render: (fen: number) => formatMoney(fen) },
          {
            title: '折扣',
            dataIndex: 'discountPercent',
            width: 100,
            render: (percent: number) => <Tag color={percent < 100 ? 'red' : 'gray'}>{discountFold(percent)}</Tag>,
          },
          {
            title: '折后年费',
            width: 140,
            render: (_, plan) => formatMoney(Math.round((plan.priceFen * plan.discountPercent) / 100)),
          },
          { title: '包含人数', dataIndex: 'includedStaff', width: 100 },
          { title: '开通菜单', dataIndex: 'menuIds', width: 100, render: (ids: number[]) => `${ids.length} 项` },
          {
            title: '操作',
            width: 90,
            render: (_, plan) =>
              can('plan:edit') && (
                <Button type="text" size="mini" onClick={() => setEditing(plan)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      <RecordFormDialog
        title={editing ? `编辑套餐 · ${editing.name}` : '编辑套餐'}
        visible={!!editing}
        fields={fields}
        schema={planEditSchema}
        initialValues={initialValues}
        saving={updating.isLoading}
        onSubmit={async (values) => {
          await update({ code: editing!.code, edit: values as PlanEdit }).unwrap();
          notifySaved('编辑成功');
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
