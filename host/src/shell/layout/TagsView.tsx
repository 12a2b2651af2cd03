import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dropdown, Menu } from '@yjf/ui/arco';
import { IconClose } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { delAllViews, delOthersViews, delView, nextAfterClose, refreshView, type TagView } from '@yjf/store/tagsSlice';
import { HOME_PATH } from '../hostPages';

/**
 * The tags bar: the pages visited, the active one highlighted. Right click: 刷新, 关闭当前, 关闭其他, 关闭所有;
 * a middle click closes. Affix tags (首页) cannot be closed; closing the active tag goes to the last one left.
 */
export function TagsView() {
  const views = useAppSelector((state) => state.tags.visitedViews);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const active = location.pathname;
  const bar = useRef<HTMLDivElement>(null);

  // The active tag scrolls into view after the page it opens is painted: scrolling measures the layout, and
  // measuring before the paint would hold the new page back by a whole layout of it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        bar.current?.querySelector('.tag-active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active, views.length]);

  const close = (view: TagView) => {
    if (view.affix) return;
    dispatch(delView(view.key));
    if (view.key === active) navigate(nextAfterClose(views, view.key, HOME_PATH));
  };
  const actions = (view: TagView): Record<string, () => void> => ({
    refresh: () => {
      dispatch(refreshView(view.key));
      if (view.key !== active) navigate(view.fullPath);
    },
    close: () => close(view),
    closeOthers: () => {
      dispatch(delOthersViews(view.key));
      if (view.key !== active) navigate(view.fullPath);
    },
    closeAll: () => {
      const left = views.filter((v) => v.affix);
      dispatch(delAllViews());
      if (!left.some((v) => v.key === active)) navigate(left.at(-1)?.fullPath ?? HOME_PATH);
    },
  });

  return (
    <div className="tags-view" ref={bar} role="tablist" aria-label="已打开的页面">
      {views.map((view) => (
        <Dropdown
          key={view.key}
          trigger="contextMenu"
          position="bl"
          droplist={
            <Menu onClickMenuItem={(key) => actions(view)[key]?.()}>
              <Menu.Item key="refresh">刷新页面</Menu.Item>
              {!view.affix && <Menu.Item key="close">关闭当前</Menu.Item>}
              <Menu.Item key="closeOthers">关闭其他</Menu.Item>
              <Menu.Item key="closeAll">关闭所有</Menu.Item>
            </Menu>
          }
        >
          <span
            role="tab"
            aria-selected={view.key === active}
            className={view.key === active ? 'tag tag-active' : 'tag'}
            onClick={() => view.key !== active && navigate(view.fullPath)}
            onAuxClick={(event) => {
              if (event.button === 1) close(view);
            }}
          >
            {view.title}
            {!view.affix && (
              <IconClose
                className="tag-close"
                aria-label={`关闭 ${view.title}`}
                onClick={(event) => {
                  event.stopPropagation();
                  close(view);
                }}
              />
            )}
          </span>
        </Dropdown>
      ))}
    </div>
  );
}
