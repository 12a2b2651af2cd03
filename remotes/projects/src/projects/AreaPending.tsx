import { Empty, Typography } from '@yjf/ui/arco';

/**
 * A tab of the project whose records another area keeps (purchasing, stock-out, collections): what that area
 * records for the project, until the area is there to list them.
 */
export function AreaPending({ title, records }: { title: string; records: string }) {
  return (
    <Empty
      description={
        <>
          <Typography.Text bold>{title}</Typography.Text>
          <div style={{ marginTop: 4, color: 'var(--color-text-3)' }}>{records}</div>
        </>
      }
    />
  );
}
