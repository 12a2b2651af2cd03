import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { IconLock, IconStop } from '@arco-design/web-react/icon';
import { useGetNotInPlanQuery } from '@yjf/api/menus';
import type { PageNotInPlan, PlanName } from '@yjf/domain/remotes';
import { Button, Skeleton, Space, Typography } from '@yjf/ui/arcoCore';
import { HOME_PATH } from '../hostPages';
import { VipButton } from '../membership/VipButton';
import { pageNotInPlan } from '../routeTable';
import './NotInPlanPage.css';

const planLabel = (plan: PlanName) => `${plan.name}（${plan.code}）`;

/**
 * 套餐未包含: a page of the product the company's plan does not open, what the plan is, which plans open the page,
 * and 续费/升级 (成为VIP on trial), which opens the membership dialog.
 */
export function NotInPlan({ page, plan }: { page: PageNotInPlan; plan: PlanName | null }) {
  const navigate = useNavigate();
  const opening = page.plans.map(planLabel).join('或');
  return (
    <section className="not-in-plan" aria-label="套餐未包含此页面">
      <div className="not-in-plan-icon">
        <IconLock />
      </div>
      <Typography.Title heading={5}>当前套餐未包含「{page.title}」</Typography.Title>
      <Typography.Paragraph type="secondary">
        {plan ? `贵公司当前使用${planLabel(plan)}，未包含此功能。` : '贵公司当前没有生效的套餐。'}
        {`${plan ? '升级' : '开通'}到${opening}即可使用。`}
      </Typography.Paragraph>
      <Space size="medium">
        <VipButton size="default" />
        <Button size="default" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      </Space>
    </section>
  );
}

/** 无权访问 (403): a page of the company's that the user's roles do not hold, opened by its address. */
export function NoAccess({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <section className="not-in-plan" aria-label="无权访问">
      <div className="not-in-plan-icon no-access-icon">
        <IconStop />
      </div>
      <Typography.Title heading={5}>无权访问「{title}」</Typography.Title>
      <Typography.Paragraph type="secondary">
        抱歉，您没有访问该页面的权限，如有需要请联系企业管理员。
      </Typography.Paragraph>
      <Button type="primary" size="default" onClick={() => navigate(HOME_PATH)}>
        返回首页
      </Button>
    </section>
  );
}

/**
 * A path none of the user's pages matches: a page the company's plan does not include says so, one the user's
 * roles do not hold says 无权访问 (asking the server which pages those are only now), anything else goes to
 * 页面不存在 (/404).
 */
export function UnmatchedPage() {
  const { pathname } = useLocation();
  const { data, isLoading } = useGetNotInPlanQuery();
  if (isLoading) return <Skeleton animation text={{ rows: 4 }} />;
  const page = data ? pageNotInPlan(data.pages, pathname) : null;
  if (data && page) return <NotInPlan page={page} plan={data.plan} />;
  const notTheirs = data ? pageNotInPlan(data.outsideRole, pathname) : null;
  if (notTheirs) return <NoAccess title={notTheirs.title} />;
  return <Navigate to="/404" replace />;
}
