import { createContext, lazy, memo, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '@yjf/ui/arcoCore';
import { useLogoutMutation } from '@yjf/api/sessionApi';
import { signOutAndReload } from '../errorPresenter';
import { PasswordDialog } from './PasswordDialog';

/** 个人信息 loads on first use: its avatar upload is not part of the shell's first screen. */
const ProfileDialog = lazy(() => import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

type AccountActions = { editProfile(): void; changePassword(): void; logout(): void };

const AccountDialogsContext = createContext<AccountActions | null>(null);

type Opened = 'profile' | 'password' | null;

/** The dialogs themselves: drawn again when one opens or closes, not with every page the shell shows. */
const Dialogs = memo(function Dialogs({
  open,
  profileUsed,
  onClose,
}: {
  open: Opened;
  profileUsed: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfileDialog visible={open === 'profile'} onClose={onClose} />
        </Suspense>
      )}
      <PasswordDialog visible={open === 'password'} onClose={onClose} />
    </>
  );
});

/** The personal account dialogs of the shell, opened from the avatar menu and the personal center. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Opened>(null);
  // Mounted from the first opening on, so that closing it still animates.
  const [profileUsed, setProfileUsed] = useState(false);
  const [logout] = useLogoutMutation();
  const close = useCallback(() => setOpen(null), []);
  const actions = useMemo<AccountActions>(
    () => ({
      editProfile: () => {
        setProfileUsed(true);
        setOpen('profile');
      },
      changePassword: () => setOpen('password'),
      logout: () =>
        Modal.confirm({
          title: '提示',
          content: '确定注销并退出系统吗？',
          okText: '确定',
          cancelText: '取消',
          onOk: async () => {
            await logout()
              .unwrap()
              .catch(() => undefined);
            signOutAndReload();
          },
        }),
    }),
    [logout],
  );
  return (
    <AccountDialogsContext.Provider value={actions}>
      {children}
      <Dialogs open={open} profileUsed={profileUsed} onClose={close} />
    </AccountDialogsContext.Provider>
  );
}

export function useAccountDialogs(): AccountActions {
  const actions = useContext(AccountDialogsContext);
  if (!actions) throw new Error('useAccountDialogs outside AccountDialogsProvider');
  return actions;
}
