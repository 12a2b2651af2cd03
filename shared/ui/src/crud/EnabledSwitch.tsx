import { useEffect, useState } from 'react';
import { isRequestError } from '@yjf/api/requestError';
import type { ToggleResult } from '@yjf/domain/lists';
import { Message, Modal, Switch } from '../arcoCore';

type Props = {
  enabled: boolean;
  /** Names the record in the question: 确定要禁用「华府家居」吗？ */
  name: string;
  onToggle: (enabled: boolean) => Promise<ToggleResult>;
  disabled?: boolean;
};

/**
 * The enabled switch of a list row (spec section 4): asks first; on 确定 calls the server; goes back when the
 * user cancels, the call fails or the answer is not SUCCESS; says 操作成功 or 操作失败. A screen reader hears
 * 启用「华府家居」 and whether it is on.
 */
export function EnabledSwitch({ enabled, name, onToggle, disabled }: Props) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the list shows the new state, the switch follows the row again.
  useEffect(() => {
    if (pending !== null && enabled === pending) setPending(null);
  }, [enabled, pending]);

  const change = (next: boolean) => {
    setPending(next);
    Modal.confirm({
      title: '提示',
      content: `确定要${next ? '启用' : '禁用'}「${name}」吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const result = await onToggle(next);
          if (result.resultCode !== 'SUCCESS') throw new Error(result.message);
          Message.success('操作成功');
        } catch (failure) {
          setPending(null);
          const reason = isRequestError(failure) || failure instanceof Error ? failure.message : '';
          Message.error(reason ? `操作失败：${reason}` : '操作失败');
        } finally {
          setBusy(false);
        }
      },
      onCancel: () => setPending(null),
    });
  };

  return (
    <Switch
      size="small"
      aria-label={`启用「${name}」`}
      checked={pending ?? enabled}
      loading={busy}
      disabled={disabled}
      checkedText="启用"
      uncheckedText="禁用"
      onChange={change}
    />
  );
}
