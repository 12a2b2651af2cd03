import { VIP } from '@yjf/domain/membership';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { api } from '@yjf/api/api';
import { useGetSetMealQuery } from '@yjf/api/membership';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useAppDispatch } from '@yjf/store/hooks';
import { Button } from '@yjf/ui/arcoCore';
import { IconTrophy } from '@arco-design/web-react/icon';
import type { PlacedOrder } from './MembershipDialog';
import { markShownToday, opensOnLoad } from './membershipOnLoad';

// The dialogs load when first opened: the shell carries only the button.
const MembershipDialog = lazy(() => import('./MembershipDialog').then((m) => ({ default: m.MembershipDialog })));
const PaymentDialog = lazy(() => import('./PaymentDialog').then((m) => ({ default: m.PaymentDialog })));

/**
 * The VIP button of the top bar (spec section 6): 成为VIP for a trial company, 续费/升级 for a member, nothing for
 * the platform company. For a trial company's administrator the membership dialog opens by itself, once a day and
 * not on a phone (`opensOnLoad`). Also on
 * 套餐未包含 (`size` default there).
 */
export function VipButton({ size = 'small' }: { size?: 'small' | 'default' }) {
  const dispatch = useAppDispatch();
  const user = useGetInfoQuery().data?.user;
  const platform = !user || user.companyid === PLATFORM_COMPANY_ID;
  // How the membership dialog is open, if it is: by itself with the page, or from the button.
  const [choosing, setChoosing] = useState<'onLoad' | 'byUser' | null>(null);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  // The platform company does not load plans (spec section 4).
  const { data: meal } = useGetSetMealQuery(user?.id ?? 0, {
    skip: platform || !(choosing || user?.vip === VIP.trial),
  });

  useEffect(() => {
    if (!user || !opensOnLoad(user)) return;
    markShownToday(user.username);
    setChoosing('onLoad');
  }, [user]);

  if (platform) return null;
  return (
    <>
      <Button
        type="primary"
        size={size}
        status="warning"
        icon={<IconTrophy />}
        className="navbar-vip"
        onClick={() => setChoosing('byUser')}
      >
        {user.vip === VIP.trial ? '成为VIP' : '续费/升级'}
      </Button>
      <Suspense fallback={null}>
        {choosing && (
          <MembershipDialog
            visible
            instant={choosing === 'onLoad'}
            userid={user.id}
            mayBuy={user.roles.includes(ADMIN_ROLE)}
            meal={meal}
            onClose={() => setChoosing(null)}
            onOrdered={(placed) => {
              setChoosing(null);
              setOrder(placed);
            }}
          />
        )}
        {order && (
          <PaymentDialog
            order={order}
            userid={user.id}
            onClose={() => setOrder(null)}
            onPaid={() => {
              setOrder(null);
              // The user's plan and menus have changed: reload them, no new sign-in.
              dispatch(api.util.invalidateTags(['Session', 'Menu']));
            }}
          />
        )}
      </Suspense>
    </>
  );
}
