import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { purchaseOrderApi } from '@yjf/area-purchasing/api/purchasing';
import { purchaseOrderFormSchema } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { Button, Card, Form, Space, Typography } from '@yjf/ui/arcoCore';
import { formValuesOf, RecordForm, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { PageNotice } from '@yjf/ui/PageNotice';
import { detailFallback } from '@yjf/ui/RecordSummary';
import {
  draftsOf,
  lineErrorsOf,
  newLine,
  orderBody,
  type LineDraft,
  type LineErrors,
} from '../../purchaseOrders/lineDrafts';
import { isUnreviewed } from '../../purchaseOrders/orderStatus';
import { orderPath, purchaseOrderFields } from '../../purchaseOrders/purchaseOrderFields';
import { PurchaseLinesEditor } from '../../purchaseOrders/PurchaseLinesEditor';

/**
 * 新增/编辑采购单 as a page (`/project/add/purchase/order/{id?}`, `?projectId=` links a new order to a project):
 * supplier, project, remark and the lines, checked by the shared form schema before anything is sent; saving
 * opens the order. Only an unreviewed order can be edited.
 */
export default function PurchaseOrderEdit() {
  const id = Number(useParams().id);
  const editing = id > 0;
  const [search] = useSearchParams();
  const presetProject = Number(search.get('projectId')) || undefined;
  const navigate = useNavigate();
  const query = purchaseOrderApi.useGet(editing ? id : undefined);
  const order = query.data;
  const [form] = Form.useForm<FormValues>();
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  const [add, adding] = purchaseOrderApi.useAdd();
  const [edit, saving] = purchaseOrderApi.useEdit();
  const initial = useMemo<FormValues>(
    () => (order ? formValuesOf(order, purchaseOrderFields) : { projectId: presetProject }),
    [order, presetProject],
  );
  // This page stays mounted between visits: each order, or each new one, starts from its own values.
  const startOver = () => {
    form.resetFields();
    form.setFieldsValue(initial);
    setLines(order ? draftsOf(order.lines) : [newLine()]);
    setLineErrors({});
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(startOver, [form, initial]);

  const fallback = editing ? detailFallback('采购单', id, query) : null;
  if (fallback) return fallback;
  if (order && !isUnreviewed(order))
    return (
      <PageNotice
        kind="info"
        title="采购单已审核"
        action={<Button onClick={() => navigate(orderPath(order.id))}>查看采购单</Button>}
      >
        采购单 {order.code} 已审核，已审核的采购单不能编辑。
      </PageNotice>
    );
  const title = editing ? `编辑采购单：${order?.code ?? ''}` : '新增采购单';

  const save = async () => {
    let values: FormValues | undefined;
    try {
      values = await form.validate();
    } catch {
      // the messages stand under the fields; the lines are checked too, so every problem shows at once
    }
    const body = orderBody({ ...initial, ...(values ?? form.getFieldsValue()) }, lines);
    const parsed = purchaseOrderFormSchema.safeParse(body);
    setLineErrors(parsed.success ? {} : lineErrorsOf(parsed.error.issues));
    if (!values || !parsed.success) return;
    try {
      const saved = editing ? await edit({ ...body, id, version: order!.version }) : await add(body);
      notifySaved(editing ? '保存成功' : '新增成功');
      if (!editing) startOver();
      navigate(orderPath(saved.id));
    } catch {
      // said by the error presenter; the form stays as typed
    }
  };
  return (
    <Card
      style={{ margin: 16 }}
      title={
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <div style={{ maxWidth: 960 }}>
        <RecordForm form={form} title={title} fields={purchaseOrderFields} schema={purchaseOrderFormSchema} />
      </div>
      <Typography.Title heading={6}>采购明细</Typography.Title>
      <PurchaseLinesEditor lines={lines} onChange={setLines} errors={lineErrors} />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={adding.isLoading || saving.isLoading} onClick={save}>
          保存
        </Button>
        <Button onClick={() => navigate(-1)}>取消</Button>
      </Space>
    </Card>
  );
}
