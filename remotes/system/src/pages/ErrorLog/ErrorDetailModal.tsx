import { useGetErrorLogQuery } from '@yjf/area-system/api/logs';
import { formatDateTime } from '@yjf/domain/calendar';
import { Modal, Spin } from '@yjf/ui/arcoCore';
import { Descriptions } from '@yjf/ui/arcoDetails';
import '../../logs/logs.css';

/** 异常详情: the error's request and its stack, fetched only when the dialog opens. */
export function ErrorDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isFetching } = useGetErrorLogQuery(id ?? 0, { skip: !id });
  const detail = data && data.id === id ? data : undefined;
  return (
    <Modal
      title="异常详情"
      visible={id !== null}
      footer={null}
      onCancel={onClose}
      style={{ width: 900, maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      {!detail ? (
        <Spin loading={isFetching} style={{ display: 'block', minHeight: 120 }} />
      ) : (
        <>
          <Descriptions
            column={2}
            size="small"
            data={[
              { label: '请求', value: `${detail.method} ${detail.url}`, span: 2 },
              { label: '用户名', value: detail.username || '-' },
              { label: '时间', value: formatDateTime(detail.createTime) },
              { label: '请求编号', value: detail.requestId || '-', span: 2 },
              { label: '异常信息', value: detail.message, span: 2 },
            ]}
          />
          <pre className="log-stack" aria-label="异常堆栈">
            {detail.stack || '没有堆栈信息'}
          </pre>
        </>
      )}
    </Modal>
  );
}
