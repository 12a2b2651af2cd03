import { createContext, useContext, type ComponentType } from 'react';
import { PageNotice } from './PageNotice';

export type AreaViewProps = {
  /** `<remote>/<Module>` as menus name pages: `finance/ProjectCollections`. */
  component: string;
  /** What the module's component receives: `{ projectId: 12 }`. */
  props?: Record<string, unknown>;
};

const AreaViewContext = createContext<ComponentType<AreaViewProps> | null>(null);

/** The host provides how another area's module is loaded (its remote page loader, with retry and isolation). */
export const AreaViewProvider = AreaViewContext.Provider;

/**
 * A part of another area inside this page, loaded from that area's live release: the project page shows the
 * finance area's collections and the purchasing area's orders without bundling their code, so each area is
 * still built and released on its own.
 *
 * @example <AreaView component="finance/ProjectCollections" props={{ projectId }} />
 */
export function AreaView({ component, props }: AreaViewProps) {
  const View = useContext(AreaViewContext);
  if (!View) {
    return (
      <PageNotice kind="missing" title="无法加载">
        当前页面没有可用的模块加载器，无法显示“{component}”。
      </PageNotice>
    );
  }
  return <View component={component} props={props} />;
}
