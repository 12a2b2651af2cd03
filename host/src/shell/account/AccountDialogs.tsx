import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '@yjf/ui/arcoCore';
import { useLogoutMutation } from '@yjf/api/sessionApi';
import { signOutAndReload } from '../errorPresenter';
import { PasswordDialog } from './PasswordDialog';

/** 个人信息 loads on first use: its avatar upload is not part of the shell's first screen. */
const ProfileDialog = lazy(() => import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

type AccountActions = { editProfile(): void; changePassword(): void; logout(): void };

const AccountDialogsContext = createContext<AccountActions | null>(null);

/** The personal account dialogs of the shell, opened from the avatar menu and the personal center. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'profile' | 'password' | null>(null);
  // Mounted from the first opening on, so that closing it still animates.
  const [profileUsed, setProfileUsed] = useState(false);
  const [logout] = useLogoutMutation();
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
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfileDialog visible={open === 'profile'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      <PasswordDialog visible={open === 'password'} onClose={() => setOpen(null)} />
    </AccountDialogsContext.Provider>
  );
}

export function useAccountDialogs(): AccountActions {
  const actions = useContext(AccountDialogsContext);
  if (!actions) throw new Error('useAccountDialogs outside AccountDialogsProvider');
  return actions;
}
