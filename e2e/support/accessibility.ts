import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the product is held to: WCAG 2.1 level A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Rule id, impact, help text, where to read more, and the first places with, for the first, what axe measured. */
export function describeViolations(violations: Violation[], places = 5): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, places).map((node, index) => {
        const detail = index === 0 ? node.failureSummary?.split('\n').slice(1).join(' ').trim() : '';
        return `    ${node.target.join(' ')}${detail ? `\n      ${detail}` : ''}`;
      });
      const more = violation.nodes.length > places ? `\n    …另有 ${violation.nodes.length - places} 处` : '';
      return `  ${violation.id}（${violation.impact}，${violation.nodes.length} 处）${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

/**
 * Waits until no transition or finite animation has run for 400 ms, so axe reads the colours the user ends up
 * seeing. Quiet for a while, not just finished once: a form's error message fades in (a transition), and only
 * when that is done does react-transition-group add the class that blinks it (an animation), on a timer.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running');
    let quietSince = performance.now();
    while (performance.now() - quietSince < 400) {
      const now = running();
      if (now.length) {
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
        quietSince = performance.now();
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
}

/**
 * Runs axe on the page (or only inside `scope`, a CSS selector) and fails on any critical or serious violation,
 * listing each rule with its help and first selectors. Moderate and minor findings are not gated. The page is read
 * at rest: the pointer is moved off whatever it last clicked, whose hover colours are not what the page shows.
 */
export async function expectNoSeriousViolations(page: Page, scope?: string): Promise<void> {
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  let axe = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (scope) axe = axe.include(scope);
  const { violations } = await axe.analyze();
  const serious = violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
  expect(
    serious.map((violation) => violation.id),
    `${page.url()}${scope ? `（${scope}）` : ''} 有严重的无障碍问题：\n${describeViolations(serious)}`,
  ).toEqual([]);
}
