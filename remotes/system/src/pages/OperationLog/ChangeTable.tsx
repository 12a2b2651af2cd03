import { Typography } from '@yjf/ui/arcoCore';
import { Table } from '@yjf/ui/arcoTable';
import '../../logs/logs.css';

type Change = { field: string; before: string; after: string; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one cell shows it: text as it is, anything else as compact JSON, nothing as a dash. */
function cellText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields of both records, in the order they first appear, each with its two values. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const [was, is] = [cellText(before[field]), cellText(after[field])];
    return { field, before: was, after: is, changed: was !== is };
  });
}

/**
 * A record before and after an operation, readable: one row per field with 修改前 and 修改后, changed fields
 * marked. What is not a record (an export's query, say) is shown as indented JSON.
 */
export function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <Typography.Text type="secondary">无数据变更记录</Typography.Text>;
  const records = (before === null || isRecord(before)) && (after === null || isRecord(after));
  if (!records) {
    return (
      <pre className="log-json" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {JSON.stringify({ 修改前: before, 修改后: after }, null, 2)}
      </pre>
    );
  }
  const changes = changesOf((before as Record<string, unknown>) ?? {}, (after as Record<string, unknown>) ?? {});
  return (
    <Table<Change>
      rowKey="field"
      size="small"
      pagination={false}
      border
      data={changes}
      rowClassName={(row) => (row.changed && before !== null && after !== null ? 'log-changed' : '')}
      columns={[
        { title: '字段', dataIndex: 'field', width: 140 },
        { title: '修改前', dataIndex: 'before', render: (text: string) => <span className="log-value">{text}</span> },
        {
          title: '修改后',
          dataIndex: 'after',
          render: (text: string, row) =>
            row.changed && before !== null ? (
              <Typography.Text mark>{text}</Typography.Text>
            ) : (
              <span className="log-value">{text}</span>
            ),
        },
      ]}
    />
  );
}
