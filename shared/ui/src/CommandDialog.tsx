import { useState, type ReactNode } from 'react';
import { Modal } from './arcoCore';
import { PHONE_DIALOG } from './crud/phoneDialog';
import { notifySaved } from './notices';
import { useIsPhone } from './useIsPhone';

type Props = {
  /** 完成任务：…, 采购入库：… */
  title: string;
  /** The OK button's words: 确认完成, 确定. */
  okText: string;
  /**
   * Runs the command with what the dialog holds and resolves to its success notice; resolves to nothing when
   * the dialog's own check stopped it (it says why). Either way short of success, the dialog stays as typed; a
   * rejection has been explained by the error presenter.
   */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
  /** While what the dialog holds could not be sent (nothing chosen yet): OK is greyed out. */
  okDisabled?: boolean;
  /** Pixels, for a dialog that holds a table; default Arco's. */
  width?: number;
  /** Whether a click beside the dialog closes it; default yes, no where much is typed into it. */
  maskClosable?: boolean;
  children: ReactNode;
};

/**
 * The dialog of a command on one record (完成任务, 采购入库, 变更项目状态): what it asks, then OK runs it, the
 * button spinning; success notifies and closes, anything else keeps the dialog open as typed. Drawn only while
 * there is a record to act on, so each opening starts afresh. On a phone it takes the whole screen.
 *
 * @example
 *   <CommandDialog title={`完成任务：${task.title}`} okText="确认完成" onClose={onClose}
 *     onConfirm={async () => (await complete({ id, version, note }).unwrap()).message}>…</CommandDialog>
 */
export function CommandDialog({ title, okText, onConfirm, onClose, okDisabled, width, maskClosable, children }: Props) {
  const [running, setRunning] = useState(false);
  const phone = useIsPhone();
  const confirm = async () => {
    setRunning(true);
    try {
      const notice = await onConfirm();
      if (notice === undefined) return;
      notifySaved(notice);
      onClose();
    } catch {
      // the error presenter has said why; the dialog stays as typed
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      title={title}
      visible
      onOk={confirm}
      onCancel={onClose}
      okText={okText}
      cancelText="取消"
      confirmLoading={running}
      okButtonProps={{ disabled: okDisabled }}
      maskClosable={maskClosable}
      {...(phone
        ? PHONE_DIALOG
        : { style: width === undefined ? undefined : { width, maxWidth: 'calc(100vw - 32px)' } })}
    >
      {children}
    </Modal>
  );
}
