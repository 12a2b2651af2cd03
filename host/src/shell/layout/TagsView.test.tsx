import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createStore } from '@yjf/store/store';
import { addView, type TagView } from '@yjf/store/tagsSlice';
import { TagsView } from './TagsView';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

const home: TagView = { key: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true };
const pages = Array.from({ length: 8 }, (_, i): TagView => ({ key: `/p${i}`, fullPath: `/p${i}`, title: `页面${i}` }));

/** jsdom lays nothing out: every tag is 100 px wide with 6 px between, in a strip 300 px wide. */
const TAG_WIDTH = 100;
const GAP = 6;
const STRIP_WIDTH = 300;
const isTag = (el: HTMLElement) => el.classList.contains('tag');
const isStrip = (el: HTMLElement) => el.classList.contains('tags-scroll');
const layout: Record<string, (this: HTMLElement) => number> = {
  offsetWidth() {
    return isTag(this) ? TAG_WIDTH : 0;
  },
  offsetLeft() {
    return isTag(this) ? [...this.parentElement!.children].indexOf(this) * (TAG_WIDTH + GAP) : 0;
  },
  clientWidth() {
    return isStrip(this) ? STRIP_WIDTH : 0;
  },
  scrollWidth() {
    return isStrip(this) ? this.children.length * (TAG_WIDTH + GAP) - GAP : 0;
  },
};
const saved = Object.keys(layout).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]);
beforeAll(() => {
  for (const [name, get] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
});
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name as string, descriptor as PropertyDescriptor);
  }
});

function Where() {
  return <div>{`at ${useLocation().pathname}`}</div>;
}

function renderTags(path: string, views: TagView[]) {
  const store = createStore();
  for (const view of views) store.dispatch(addView(view));
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <TagsView />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user };
}

/** Whether the whole tag is inside the part of the strip one sees. */
function fullyShown(tab: HTMLElement): boolean {
  const strip = tab.closest<HTMLElement>('.tags-scroll')!;
  return tab.offsetLeft >= strip.scrollLeft && tab.offsetLeft + tab.offsetWidth <= strip.scrollLeft + strip.clientWidth;
}

describe('TagsView', () => {
  it('keeps 首页 pinned, offers scroll arrows when the tags overflow, and shows the active tag whole', async () => {
    const { user } = renderTags('/p7', [home, ...pages]);
    const tabs = within(screen.getByRole('tablist', { name: '已打开的页面' }));
    const right = await screen.findByRole('button', { name: '向右滚动标签' });
    const left = screen.getByRole('button', { name: '向左滚动标签' });

    // The last tag is active: the strip has scrolled to show all of it; 首页 stays where it was.
    await waitFor(() => expect(fullyShown(tabs.getByRole('tab', { name: '页面7', selected: true }))).toBe(true));
    expect(tabs.getByRole('tab', { name: '首页' }).closest('.tags-scroll')).toBeNull();
    await waitFor(() => expect(right.hasAttribute('disabled')).toBe(true));
    expect(left.hasAttribute('disabled')).toBe(false);

    // The arrows scroll back to the first tags.
    await user.click(left);
    await user.click(left);
    await user.click(left);
    await waitFor(() => expect(left.hasAttribute('disabled')).toBe(true));
    expect(fullyShown(tabs.getByRole('tab', { name: '页面0' }))).toBe(true);
    expect(right.hasAttribute('disabled')).toBe(false);

    // Opening a tag out of sight scrolls it into view.
    await user.click(tabs.getByRole('tab', { name: '页面1' }));
    expect(screen.getByText('at /p1')).toBeTruthy();
  });

  it('shows no arrows while the tags fit', async () => {
    renderTags('/p0', [home, pages[0]!, pages[1]!]);
    expect(await screen.findByRole('tab', { name: '页面0', selected: true })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '向右滚动标签' })).toBeNull();
  });

  it('is one tab stop: the arrow keys move between tags, Enter opens one, Delete closes it', async () => {
    const { user, store } = renderTags('/p1', [home, pages[0]!, pages[1]!, pages[2]!]);
    const tabs = within(screen.getByRole('tablist', { name: '已打开的页面' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);

    await user.tab();
    expect(document.activeElement).toBe(tabs.getByRole('tab', { name: '页面1' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tabs.getByRole('tab', { name: '首页' }));
    await user.keyboard('{End}{Enter}');
    expect(screen.getByText('at /p2')).toBeTruthy();

    await user.keyboard('{Delete}');
    expect(store.getState().tags.visitedViews.map((v) => v.title)).toEqual(['首页', '页面0', '页面1']);
    expect(screen.getByText('at /p1')).toBeTruthy();
    // 首页 cannot be closed.
    await user.keyboard('{Home}{Delete}');
    expect(tabs.getAllByRole('tab')).toHaveLength(3);
  });
});
