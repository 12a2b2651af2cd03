import { useEffect, useRef, type ReactNode } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea';

const name = (element: Element, label: string) => {
  if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby')) {
    element.setAttribute('aria-label', label);
  }
};

/**
 * Gives every control under `root` an accessible name from its field's label: a select's combobox and its
 * search input take the label, a lone input too, and each input of a pair (a date range) the label and its own
 * placeholder (签约日期 开始日期). A control already named keeps its name.
 *
 * Arco's Select and DatePicker do not pass `aria-label` to the element a screen reader reaches, and a field's
 * `<label for>` cannot name a `div` combobox, so the names are set on the drawn elements.
 */
export function nameControls(root: Element, label: string): void {
  root.querySelectorAll('[role="combobox"]').forEach((combobox) => name(combobox, label));
  const inputs = Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS));
  const loose = inputs.filter((input) => !input.closest('[role="combobox"]'));
  inputs.filter((input) => input.closest('[role="combobox"]')).forEach((input) => name(input, label));
  loose.forEach((input, index) =>
    name(input, loose.length > 1 ? `${label} ${input.placeholder || String(index + 1)}` : label),
  );
}

/**
 * Arco's number box without a `max` says `aria-valuemax="Infinity"`, which is not a number ARIA accepts: no
 * largest value is said instead.
 */
export function repairNumberBounds(root: Element): void {
  root.querySelectorAll('[role="spinbutton"][aria-valuemax="Infinity"]').forEach((input) => {
    input.removeAttribute('aria-valuemax');
  });
}

/**
 * Arco's pager names its page-size box with `aria-label` on a plain `div`, an attribute that role does not
 * allow (as a group the name is allowed and read), and leaves its page number box unnamed.
 */
export function repairPagerNames(root: Element): void {
  root.querySelectorAll('.arco-pagination-option[aria-label]:not([role])').forEach((option) => {
    option.setAttribute('role', 'group');
  });
  root.querySelectorAll('input.arco-pagination-jumper-input').forEach((input) => {
    name(input, input.closest('.arco-pagination-simple') ? '当前页' : '跳至页');
  });
}

/**
 * Arco draws a searchable select's input hidden from assistive technology (`aria-hidden`) while a value shows,
 * yet still in the tab order (axe: aria-hidden-focus); the combobox around it is what Tab reaches and is read.
 */
export function repairHiddenSelectInputs(root: Element): void {
  root.querySelectorAll('input.arco-select-view-input[aria-hidden="true"]:not([tabindex])').forEach((input) => {
    input.setAttribute('tabindex', '-1');
  });
}

/**
 * Arco draws a tabs' row without the tablist its tabs belong to (axe: aria-required-parent, critical): the row
 * becomes one, named for what it switches.
 */
export function repairTabList(root: Element, label: string): void {
  root.querySelectorAll('.arco-tabs-header:not([role])').forEach((row) => {
    row.setAttribute('role', 'tablist');
    row.setAttribute('aria-label', label);
  });
}

/** Runs `repair` on the element now and whenever what is drawn inside it changes (a popup's input, a new page). */
export function useDomRepair<T extends Element>(repair: (root: T) => void) {
  const ref = useRef<T>(null);
  const latest = useRef(repair);
  latest.current = repair;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    latest.current(root);
    const observer = new MutationObserver(() => latest.current(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * A field's control with its accessible name: wraps a Form.Item (which hands the control its value) so the
 * control inside, whatever Arco draws, is read by its label.
 *
 * @example <NamedControl label="渠道类型"><Form.Item field="channelType"><DictSelect dict="D001" /></Form.Item></NamedControl>
 */
export function NamedControl({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useDomRepair<HTMLDivElement>((root) => {
    nameControls(root, label);
    repairNumberBounds(root);
  });
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
