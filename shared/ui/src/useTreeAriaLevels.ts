import { useEffect, useRef } from 'react';

/**
 * Arco's Tree numbers its `aria-level` from 0, while ARIA counts tree levels from 1 (axe: aria-valid-attr-value),
 * so screen readers announce the top departments wrongly. This renumbers the items inside the returned ref's
 * element, and again whenever the tree draws new items (a node opened). React leaves the attribute alone after
 * that, because the value it renders does not change.
 *
 * @example
 *   const treeBox = useTreeAriaLevels<HTMLDivElement>();
 *   <div ref={treeBox}><Tree treeData={...} /></div>
 */
export function useTreeAriaLevels<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const renumber = () => {
      for (const item of box.querySelectorAll<HTMLElement>('[role="treeitem"][aria-level]')) {
        if (item.dataset.ariaLevelFromOne === item.getAttribute('aria-level')) continue;
        const level = String(Number(item.getAttribute('aria-level')) + 1);
        item.setAttribute('aria-level', level);
        item.dataset.ariaLevelFromOne = level;
      }
    };
    renumber();
    const observer = new MutationObserver(renumber);
    observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-level'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}
