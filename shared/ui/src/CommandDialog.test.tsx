import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommandDialog } from './CommandDialog';
import { setScreen } from './testing/screenWidth';

function setup(onConfirm: () => Promise<string | undefined>, okDisabled?: boolean) {
  const onClose = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <CommandDialog
      title="完成任务：布线"
      okText="确认完成"
      onConfirm={onConfirm}
      onClose={onClose}
      okDisabled={okDisabled}
    >
      <p>说明</p>
    </CommandDialog>,
  );
  const ok = () => screen.getByRole('button', { name: '确认完成' }) as HTMLButtonElement;
  return { user, onClose, ok };
}

describe('CommandDialog', () => {
  it('shows what it asks under its title; OK runs the command, spinning, then says so and closes', async () => {
    let finish: (notice: string) => void = () => undefined;
    const { user, onClose, ok } = setup(() => new Promise((resolve) => (finish = resolve)));
    expect(screen.getByRole('dialog', { name: '完成任务：布线' })).toBeTruthy();
    expect(screen.getByText('说明')).toBeTruthy();
    await user.click(ok());
    await waitFor(() => expect(ok().className).toMatch(/loading/));
    finish('任务已完成');
    expect(await screen.findByText('任务已完成')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open as it was when its own check stops the command, or the server refuses it', async () => {
    const refused = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('409'));
    const { user, onClose, ok } = setup(refused);
    await user.click(ok());
    await user.click(ok());
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(ok().className).not.toMatch(/loading/));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '完成任务：布线' })).toBeTruthy();
  });

  it('closes on 取消, and keeps OK greyed out while there is nothing to send', async () => {
    const { user, onClose, ok } = setup(jest.fn(), true);
    expect(ok().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("takes a phone's whole screen, and keeps its own width on a desktop", () => {
    setScreen('phone');
    const { unmount } = render(
      <CommandDialog title="采购入库：CG001" okText="确定" width={720} onConfirm={jest.fn()} onClose={jest.fn()}>
        <p>入库明细</p>
      </CommandDialog>,
    );
    const phone = screen.getByRole('dialog', { name: '采购入库：CG001' });
    expect(phone.closest('.arco-modal-wrapper')!.classList.contains('yjf-dialog-phone')).toBe(true);
    expect(phone.style.width).toBe('100%');
    unmount();
    setScreen('desktop');
    render(
      <CommandDialog title="采购入库：CG001" okText="确定" width={720} onConfirm={jest.fn()} onClose={jest.fn()}>
        <p>入库明细</p>
      </CommandDialog>,
    );
    const desktop = screen.getByRole('dialog', { name: '采购入库：CG001' });
    expect(desktop.closest('.arco-modal-wrapper')!.classList.contains('yjf-dialog-phone')).toBe(false);
    expect(desktop.style.width).toBe('720px');
  });
});
