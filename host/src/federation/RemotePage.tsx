import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, Skeleton } from '@yjf/ui/arcoCore';
import { NEEDS_NEWER_HOST, NEEDS_NEWER_SERVER } from '@yjf/domain/remotes';
import { PageNotice } from '@yjf/ui/PageNotice';
import { routeProgress } from '../shell/layout/routeProgress';
import { countPageError, loadedPage, loadRemotePage, type RemotePageResult } from './remoteRegistry';

type LoadState = { kind: 'loading' } | RemotePageResult;

/**
 * A page that lives in a remote, loaded on demand. Whatever goes wrong stays inside this page: a remote that
 * is down shows 重试, a component no remote exposes shows a notice, and a page that throws while rendering is
 * caught here, so the shell and the other tabs keep working. Another area's page can embed a module this way
 * too (`AreaView`), with `props` for it.
 *
 * Loading happens in an effect, not with React.lazy: a lazy component created during a transition that suspends
 * is thrown away and created again, endlessly, and a page must not depend on how the router renders.
 */
export function RemotePage({ component, props }: { component: string; props?: Record<string, unknown> }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Page = loadedPage(component);
    return Page ? { kind: 'ready', Component: Page } : { kind: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const Page = attempt === 0 ? loadedPage(component) : undefined;
    if (Page) {
      // Drawn with it already (it had loaded before): the same state, so the page is not drawn again.
      setState((shown) =>
        shown.kind === 'ready' && shown.Component === Page ? shown : { kind: 'ready', Component: Page },
      );
      return;
    }
    setState({ kind: 'loading' });
    routeProgress.start();
    void loadRemotePage(component, attempt > 0)
      .then((result) => {
        if (current) setState(result);
      })
      .finally(routeProgress.done);
    return () => {
      current = false;
    };
  }, [component, attempt]);

  useEffect(() => {
    if (state.kind === 'updated') window.location.reload();
  }, [state.kind]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.kind === 'loading') return <PageSkeleton />;
  if (state.kind === 'updated') {
    return (
      <PageNotice kind="info" title="模块已更新">
        该功能模块已发布新版本，正在重新加载页面…
      </PageNotice>
    );
  }
  if (state.kind === 'missing') {
    return (
      <PageNotice kind="missing" title="页面组件不存在">
        菜单配置的组件“{state.component}”没有对应的页面，请联系管理员检查菜单设置。
      </PageNotice>
    );
  }
  if (state.kind === 'incompatible' && state.needs === 'server') {
    return (
      <PageNotice kind="info" title={NEEDS_NEWER_SERVER}>
        该功能模块已按新版服务端接口发布，当前服务端版本较旧，暂时无法打开。请联系管理员发布新版服务端后刷新页面。
      </PageNotice>
    );
  }
  if (state.kind === 'incompatible') {
    return (
      <PageNotice kind="info" title={NEEDS_NEWER_HOST}>
        该功能模块已按新版平台发布，当前主应用版本较旧，暂时无法打开。请联系管理员发布新版主应用后刷新页面。
      </PageNotice>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <PageNotice
        kind="error"
        title="模块加载失败"
        action={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      >
        该功能模块暂时无法加载，可能正在发布新版本或网络不稳定。其他页面不受影响。
      </PageNotice>
    );
  }
  const Page = state.Component;
  return (
    <PageErrorBoundary key={attempt} component={component} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <Page {...props} />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function PageSkeleton() {
  return (
    <div style={{ padding: 20 }} aria-busy="true">
      <Skeleton animation text={{ rows: 6 }} />
    </div>
  );
}

type BoundaryProps = { children: ReactNode; component: string; onRetry: () => void };

class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[page] 页面渲染出错', error, info.componentStack);
    countPageError(this.props.component);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageNotice
        kind="error"
        title="页面出错了"
        action={
          <Button type="primary" onClick={this.props.onRetry}>
            重试
          </Button>
        }
      >
        该页面运行时出现错误，已被隔离，不影响其他页面。您可以重试，或稍后再来。
      </PageNotice>
    );
  }
}
