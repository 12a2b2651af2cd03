import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { lineTally, stockOutFormSchema, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Button, Card, Form, Input, Message, Space, Typography } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { ChosenLines } from './ChosenLines';
import { isShort } from './lineQuantities';
import { ProductPicker } from './ProductPicker';
import { chosenFromLine, useChosenLines, type ChosenLine } from './useChosenLines';

type Props = {
  /** The project the stock-out is for, as the address says; the user may pick another. */
  projectId?: number;
  /** The unreviewed stock-out being changed; without it a new one is added. */
  editing?: StockOut;
  /** After a save, with the stock-out's id (the page opens its detail). */
  onSaved: (id: number) => void;
};

/** The schema's first complaint, naming the product when it is about one line: 「…」：请输入出库数量. */
function firstProblem(issues: { path: PropertyKey[]; message: string }[], lines: ChosenLine[]): string {
  const [issue] = issues;
  if (!issue) return '请检查填写的内容';
  const [field, index] = issue.path;
  const line = field === 'lines' && typeof index === 'number' ? lines[index] : undefined;
  return line ? `「${line.name}」：${issue.message}` : issue.message;
}

/**
 * 选择出库产品: the project, the products to ship (ticked in a paged table of enabled products with their stock)
 * and how many of each, and a remark; 提交出库单 adds the stock-out (or saves `editing`). A quantity above the
 * stock on hand is marked 库存不足 and blocks the submit; the form is checked with the shared schema first,
 * and the server checks the stock again (its refusal is shown by the error presenter).
 */
export function StockOutChooser({ projectId, editing, onSaved }: Props) {
  const navigate = useNavigate();
  const [project, setProject] = useState<number | undefined>(editing?.projectId ?? projectId);
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const { lines, choose, drop, setQuantity } = useChosenLines(editing?.lines.map(chosenFromLine));
  const [add, adding] = stockOutApi.useAdd();
  const [edit, saving] = stockOutApi.useEdit();
  const short = lines.some(isShort);

  const submit = async () => {
    const checked = stockOutFormSchema.safeParse({
      projectId: project,
      lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      remark,
    });
    if (!checked.success) {
      Message.warning(firstProblem(checked.error.issues, lines));
      return;
    }
    try {
      const saved = editing
        ? await edit({ ...checked.data, id: editing.id, version: editing.version })
        : await add(checked.data);
      notifySaved(editing ? '编辑成功' : '新增成功');
      onSaved(saved.id);
    } catch {
      // the error presenter has shown the server's reason (库存不足, a disabled product, a stale version)
    }
  };

  return (
    <Card
      style={{ margin: 16 }}
      title={
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {editing ? `编辑出库单 ${editing.code}` : '选择出库产品'}
        </Typography.Title>
      }
    >
      <Form layout="vertical" aria-label="出库单">
        <Form.Item label="所属项目" required>
          <div style={{ width: 320, maxWidth: '100%' }}>
            <RecordSelect resource="project" placeholder="输入项目名称查找" value={project} onChange={setProject} />
          </div>
        </Form.Item>
        <Form.Item label="选择产品" required>
          <ProductPicker chosenIds={lines.map((line) => line.productId)} onChoose={choose} onDrop={drop} />
        </Form.Item>
        <Form.Item label={`已选产品（${lineTally(lines)}）`}>
          <ChosenLines lines={lines} onQuantity={setQuantity} onDrop={drop} />
        </Form.Item>
        <Form.Item label="备注">
          <Input.TextArea
            value={remark}
            onChange={setRemark}
            maxLength={500}
            showWordLimit
            placeholder="例如：客厅影音系统第一批设备"
          />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary" disabled={short} loading={adding.isLoading || saving.isLoading} onClick={submit}>
          提交出库单
        </Button>
        <Button onClick={() => navigate(-1)}>取消</Button>
        {short && <Typography.Text type="error">有产品的出库数量超过库存，请调整后再提交</Typography.Text>}
      </Space>
    </Card>
  );
}
