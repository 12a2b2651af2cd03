import { useState, type ReactNode } from 'react';
import { DICT, DICTIONARY_SEEDS } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { Button, Card, Grid, Space, Typography } from '@yjf/ui/arcoCore';
import { Steps } from '@yjf/ui/arcoDetails';
import { AmountRange } from '@yjf/ui/crud/AmountRange';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { RecordSummary } from '@yjf/ui/RecordSummary';

/** The project statuses as seeded (新签约 … 返修): sample data, not the company's renamed dictionary. */
const PROJECT_STATUSES = DICTIONARY_SEEDS.find((group) => group.code === DICT.projectStatus)?.children ?? [];
const BUTTON_TYPES = ['primary', 'secondary', 'dashed', 'outline', 'text'] as const;
const BUTTON_STATUSES = ['warning', 'danger', 'success'] as const;
const MONEY_SAMPLES = [0, 99, 123456, 1234567890, -5000];

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid.Col xs={24} lg={12}>
      <Card title={title} size="small" style={{ height: '100%' }}>
        {children}
      </Card>
    </Grid.Col>
  );
}

/** UI 测试 (`/project/uetest`): the shared building blocks side by side with sample data, to check their look. */
export default function UeTest() {
  const [amount, setAmount] = useState<string[] | undefined>(['1000', '50000']);
  const [step, setStep] = useState(1);
  return (
    <div style={{ padding: 16 }}>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        UI 测试
      </Typography.Title>
      <Grid.Row gutter={[16, 16]}>
        <Sample title="按钮">
          <Space direction="vertical">
            <Space wrap>
              {BUTTON_TYPES.map((type) => (
                <Button key={type} type={type}>
                  {type}
                </Button>
              ))}
            </Space>
            <Space wrap>
              {BUTTON_STATUSES.map((status) => (
                <Button key={status} type="primary" status={status}>
                  {status}
                </Button>
              ))}
              <Button type="primary" loading>
                加载中
              </Button>
              <Button disabled>禁用</Button>
            </Space>
          </Space>
        </Sample>
        <Sample title="字典标签（D004 项目状态）">
          <Space wrap>
            {PROJECT_STATUSES.map((item) => (
              <DictTag key={item.value} dict={DICT.projectStatus} value={item.value} />
            ))}
          </Space>
        </Sample>
        <Sample title="金额区间（搜索栏）">
          <Space direction="vertical">
            <AmountRange label="合同金额" value={amount} onChange={setAmount} />
            <Typography.Text type="secondary">发送的值：{amount ? amount.join(' ~ ') : '（不筛选）'}</Typography.Text>
          </Space>
        </Sample>
        <Sample title="金额格式（分 → 元）">
          <Space direction="vertical" size={4}>
            {MONEY_SAMPLES.map((fen) => (
              <span key={fen}>
                {fen} 分 → {formatMoney(fen)}
              </span>
            ))}
          </Space>
        </Sample>
        <Grid.Col span={24}>
          <RecordSummary
            title="示例项目 · 滨江花园 3 栋影音室"
            tags={<DictTag dict={DICT.projectStatus} value={step} />}
            extra={<Button type="primary">示例按钮</Button>}
            items={[
              { label: '客户', value: '陈先生' },
              { label: '合同金额', value: formatMoney(12800000) },
              { label: '项目经理', value: '张工' },
              { label: '计划开工', value: '2026-11-23' },
              { label: '备注', value: null },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={24}>
          <Card title="项目状态步骤条（点击切换）" size="small">
            <Steps current={step + 1} onChange={(next) => setStep(next - 1)} size="small" labelPlacement="vertical">
              {PROJECT_STATUSES.map((item) => (
                <Steps.Step key={item.value} title={item.name} />
              ))}
            </Steps>
          </Card>
        </Grid.Col>
      </Grid.Row>
    </div>
  );
}
