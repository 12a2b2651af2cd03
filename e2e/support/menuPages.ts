import type { Page } from '@playwright/test';
import type { MenuRoute } from '@yjf/domain/menus';

/** The pages of a user's menus (external links left out). */
export function pagesOf(tree: MenuRoute[], parent = ''): { path: string; title: string }[] {
  return tree.flatMap((node) => {
    const path = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`;
    const own =
      node.component && node.component !== 'Layout' && !node.meta.link ? [{ path, title: node.meta.title }] : [];
    return [...own, ...pagesOf(node.children ?? [], path)];
  });
}

/** Waits until the page has made no request for a moment: what it asks for on opening has been answered. */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 300) return;
    await page.waitForTimeout(100);
  }
}
