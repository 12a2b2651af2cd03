import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.5.5 (target size): a finger's target is at least 44 × 44 CSS px. */
export const MIN_TAP_TARGET = 44;

/** What a finger taps: buttons, links, tick boxes, radios and menu items. */
const TARGETS = [
  'button',
  'a[href]',
  // Arco's Link without an address: a span a finger taps all the same.
  '.arco-link',
  '[role="button"]',
  '[role="link"]',
  'input[type="checkbox"]',
  '[role="checkbox"]',
  'input[type="radio"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="tab"]',
].join(', ');

export type TapTarget = { name: string; width: number; height: number };

/**
 * The tap targets on the screen (or inside `scope`) smaller than 44 × 44 px, each named by its role and text. A
 * target is what a tap lands on: a tick box or radio is its whole label; a card's heading link or tick box is the
 * card (RecordCards makes the whole card its target). Left out, as WCAG 2.5.5 allows: what is not drawn (hidden,
 * zero-sized, aria-hidden) and links inside a line of text (display: inline).
 */
export async function smallTapTargets(page: Page, scope?: Locator): Promise<TapTarget[]> {
  const root = scope ?? page.locator('body');
  return root.evaluate(
    (element, { selector, min }) => {
      const seen = new Set<Element>();
      const found: { name: string; width: number; height: number }[] = [];
      for (const control of Array.from(element.querySelectorAll(selector))) {
        if (control.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(control);
        const own = control.getBoundingClientRect();
        // A tick box's input is laid over (or hidden in) its label: the label is what a finger taps.
        const label = control.matches('input') ? control.closest('label') : null;
        if (!label && (style.visibility === 'hidden' || style.display === 'none' || !own.width || !own.height))
          continue;
        if (!label && style.display === 'inline' && control.matches('a, .arco-link')) continue;
        const target = control.closest('.record-card-title, .record-card-tick')
          ? control.closest('.record-card')!
          : (label ?? control);
        if (seen.has(target)) continue;
        seen.add(target);
        const box = target.getBoundingClientRect();
        if (!box.width || !box.height || getComputedStyle(target).visibility === 'hidden') continue;
        if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
        const role =
          control.getAttribute('role') ??
          (control.matches('input') ? control.getAttribute('type') : control.tagName.toLowerCase());
        const text = (control.getAttribute('aria-label') ?? target.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 30);
        const where =
          target.className && typeof target.className === 'string' ? `.${target.className.trim().split(/\s+/)[0]}` : '';
        found.push({
          name: `${role}「${text}」${where}`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return found;
    },
    { selector: TARGETS, min: MIN_TAP_TARGET },
  );
}

/**
 * Fails, naming every offender with its size, when a tap target on the phone screen (or inside `scope`) is
 * smaller than 44 × 44 px. `where` names the screen in the message.
 *
 * @example await expectTapTargets(page, '任务列表');
 */
export async function expectTapTargets(page: Page, where: string, scope?: Locator): Promise<void> {
  const small = await smallTapTargets(page, scope);
  expect(
    small.map((target) => `${target.name} ${target.width}×${target.height}`),
    `${where}：这些点按目标小于 ${MIN_TAP_TARGET}×${MIN_TAP_TARGET} px（WCAG 2.5.5）`,
  ).toEqual([]);
}
