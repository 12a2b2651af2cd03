import { startTransition } from 'react';

type Mount<Props> = (props: Props) => Promise<unknown>;

/**
 * single-spa-react's mount, rendering the application's first tree as a transition: React then renders it in
 * slices of a few milliseconds and lets the browser paint and take input between them, instead of one long
 * task (on a phone, the shell and a list took 300–400 ms in one piece). The tree and what it shows are the
 * same; only the first render is interruptible. single-spa-react calls `root.render` inside the mount's
 * promise executor, which runs at once, so the transition holds it.
 */
export function concurrentMount<Props>(mount: Mount<Props>): Mount<Props> {
  return (props) => {
    let mounted: Promise<unknown> | undefined;
    startTransition(() => {
      mounted = mount(props);
    });
    return mounted!;
  };
}
