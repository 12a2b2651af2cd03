import { useGetOperationLogQuery } from '@yjf/area-system/api/logs';
import { formatDateTime } from '@yjf/domain/calendar';
import { actionLabel } from '@yjf/domain/logSchemas';
import { Divider, Drawer, Spin } from '@yjf/ui/arcoCore';
import { Descriptions } from '@yjf/ui/arcoDetails';
import { ChangeTable } from './ChangeTable';

/** 操作详情: one operation with who, where and when, and the record before and after it. */
export function OperationLogDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isFetching } = useGetOperationLogQuery(id ?? 0, { skip: !id });
  const detail = data && data.id === id ? data : undefined;
  return (
    <Drawer title="操作详情" visible={id !== null} width={720} footer={null} onCancel={onClose} unmountOnExit>
      {!detail ? (
        <Spin loading={isFetching} style={{ display: 'block', minHeight: 120 }} />
      ) : (
        <>
          <Descriptions
            column={2}
            border
            data={[
              { label: '用户名', value: detail.username },
              { label: '操作', value: actionLabel(detail.action) },
              { label: '描述', value: detail.description, span: 2 },
              { label: '资源', value: detail.resource },
              { label: '记录编号', value: detail.recordId ?? '-' },
              { label: 'IP', value: detail.ip || '-' },
              { label: '浏览器', value: detail.browser },
              { label: '耗时(ms)', value: detail.durationMs },
              { label: '时间', value: formatDateTime(detail.createTime) },
            ]}
          />
          <Divider orientation="left">数据变更</Divider>
          <ChangeTable before={detail.before} after={detail.after} />
        </>
      )}
    </Drawer>
  );
}
