import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Dropdown, Menu } from '@yjf/ui/arcoCore';
import { IconClose, IconLeft, IconRight } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import {
  delAllViews,
  delLeftViews,
  delOthersViews,
  delRightViews,
  delView,
  nextAfterClose,
  refreshView,
  type TagView,
} from '@yjf/store/tagsSlice';
import { HOME_PATH } from '../hostPages';

/** Room left beside a tag scrolled into view, so the next one shows it is there. */
const REVEAL_MARGIN = 24;

type Edges = { overflow: boolean; atStart: boolean; atEnd: boolean };
const NO_OVERFLOW: Edges = { overflow: false, atStart: true, atEnd: true };

function edgesOf(strip: HTMLElement): Edges {
  const overflow = strip.scrollWidth > strip.clientWidth + 1;
  if (!overflow) return NO_OVERFLOW;
  return {
    overflow,
    atStart: strip.scrollLeft <= 0,
    atEnd: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1,
  };
}

function scrollStrip(strip: HTMLElement, left: number): void {
  const target = Math.max(0, Math.min(left, strip.scrollWidth - strip.clientWidth));
  if (strip.scrollTo) strip.scrollTo({ left: target, behavior: 'smooth' });
  else {
    strip.scrollLeft = target;
    strip.dispatchEvent(new Event('scroll'));
  }
}

/** Scrolls the strip the least that shows the whole tag, with a margin (the tag's position is the strip's). */
function reveal(strip: HTMLElement, tag: HTMLElement): void {
  const start = tag.offsetLeft;
  const end = start + tag.offsetWidth;
  if (start - REVEAL_MARGIN < strip.scrollLeft) scrollStrip(strip, start - REVEAL_MARGIN);
  else if (end + REVEAL_MARGIN > strip.scrollLeft + strip.clientWidth) {
    scrollStrip(strip, end + REVEAL_MARGIN - strip.clientWidth);
  }
}

/**
 * The tags bar: the pages visited, the active one highlighted. Affix tags (首页) stay pinned at the left and
 * cannot be closed; the others scroll, with arrows when they overflow, and the active one is always scrolled
 * fully into view. Right click (or the context-menu key): 刷新, 关闭当前, 关闭其他, 关闭左侧, 关闭右侧 (when there are such
 * tags), 关闭所有; a middle click or
 * Delete closes; closing the active tag goes to the last one left. The tags are a tab list: the arrow keys,
 * Home and End move between them, Enter or Space opens one.
 */
export function TagsView() {
  const views = useAppSelector((state) => state.tags.visitedViews);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const active = location.pathname;
  const bar = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NO_OVERFLOW);

  const measure = useCallback(() => {
    if (!strip.current) return;
    const next = edgesOf(strip.current);
    setEdges((prev) =>
      prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next,
    );
  }, []);

  // The strip narrows when its arrows appear (the first tag that overflows) or the window does: the active tag,
  // revealed for the wider strip, is revealed again, or it would stay cut at the right edge.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      measure();
      const tag = element.querySelector<HTMLElement>('.tag-active');
      if (tag) reveal(element, tag);
    });
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // A vertical wheel over an overflowing strip scrolls it sideways (a mouse has no sideways wheel).
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  // The active tag scrolls into view after the page it opens is painted: scrolling measures the layout, and
  // measuring before the paint would hold the new page back by a whole layout of it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const element = strip.current;
        if (!element) return;
        measure();
        const tag = element.querySelector<HTMLElement>('.tag-active');
        if (tag) reveal(element, tag);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active, views.length, measure]);

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
    closeLeft: () => {
      const index = views.findIndex((v) => v.key === view.key);
      dispatch(delLeftViews(view.key));
      if (views.slice(0, index).some((v) => v.key === active && !v.affix)) navigate(view.fullPath);
    },
    closeRight: () => {
      const index = views.findIndex((v) => v.key === view.key);
      dispatch(delRightViews(view.key));
      if (views.slice(index + 1).some((v) => v.key === active && !v.affix)) navigate(view.fullPath);
    },
    closeAll: () => {
      const left = views.filter((v) => v.affix);
      dispatch(delAllViews());
      if (!left.some((v) => v.key === active)) navigate(left.at(-1)?.fullPath ?? HOME_PATH);
    },
  });

  const pinned = views.filter((view) => view.affix);
  const pinnedCount = pinned.length;
  const scrolling = views.filter((view) => !view.affix);
  // One tab stop for the whole list (the active tag, else the first); the arrow keys move within it.
  const focusable = views.some((view) => view.key === active) ? active : views[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, view: TagView) => {
    const tabs = [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(event.currentTarget);
    const moveTo = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (moveTo !== undefined) {
      event.preventDefault();
      tabs[Math.max(0, Math.min(moveTo, tabs.length - 1))]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (view.key !== active) navigate(view.fullPath);
    } else if (event.key === 'Delete' && !view.affix) {
      event.preventDefault();
      const next = tabs[index + 1] ?? tabs[index - 1];
      close(view);
      next?.focus();
    }
  };

  const tab = (view: TagView) => (
    <Dropdown
      key={view.key}
      trigger="contextMenu"
      position="bl"
      droplist={
        <Menu onClickMenuItem={(key) => actions(view)[key]?.()}>
          <Menu.Item key="refresh">刷新页面</Menu.Item>
          {!view.affix && <Menu.Item key="close">关闭当前</Menu.Item>}
          <Menu.Item key="closeOthers">关闭其他</Menu.Item>
          {views.findIndex((v) => v.key === view.key) > pinnedCount && <Menu.Item key="closeLeft">关闭左侧</Menu.Item>}
          {views.findIndex((v) => v.key === view.key) < views.length - 1 && (
            <Menu.Item key="closeRight">关闭右侧</Menu.Item>
          )}
          <Menu.Item key="closeAll">关闭所有</Menu.Item>
        </Menu>
      }
    >
      <div
        role="tab"
        aria-selected={view.key === active}
        aria-keyshortcuts={view.affix ? undefined : 'Delete'}
        tabIndex={view.key === focusable ? 0 : -1}
        className={view.key === active ? 'tag tag-active' : 'tag'}
        onClick={() => view.key !== active && navigate(view.fullPath)}
        onKeyDown={(event) => onKeyDown(event, view)}
        onAuxClick={(event) => {
          if (event.button === 1) close(view);
        }}
      >
        {view.title}
        {/* For the pointer; the keyboard closes with Delete or the tag's menu, so it is no control of its own. */}
        {!view.affix && (
          <span
            className="tag-close"
            aria-hidden="true"
            title="关闭"
            onClick={(event) => {
              event.stopPropagation();
              close(view);
            }}
          >
            <IconClose />
          </span>
        )}
      </div>
    </Dropdown>
  );

  return (
    <div className="tags-view" ref={bar}>
      <div className="tags-list" role="tablist" aria-label="已打开的页面">
        {pinned.length > 0 && <div className="tags-pinned">{pinned.map(tab)}</div>}
        <div
          className={`tags-scroll${edges.atStart ? '' : ' tags-scroll-before'}${edges.atEnd ? '' : ' tags-scroll-after'}`}
          ref={strip}
          onScroll={measure}
        >
          {scrolling.map(tab)}
        </div>
      </div>
      {edges.overflow && (
        <div className="tags-arrows">
          <Button
            type="text"
            size="mini"
            icon={<IconLeft />}
            aria-label="向左滚动标签"
            disabled={edges.atStart}
            onClick={() =>
              strip.current && scrollStrip(strip.current, strip.current.scrollLeft - strip.current.clientWidth * 0.8)
            }
          />
          <Button
            type="text"
            size="mini"
            icon={<IconRight />}
            aria-label="向右滚动标签"
            disabled={edges.atEnd}
            onClick={() =>
              strip.current && scrollStrip(strip.current, strip.current.scrollLeft + strip.current.clientWidth * 0.8)
            }
          />
        </div>
      )}
    </div>
  );
}
