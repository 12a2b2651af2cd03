import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { concurrentMount } from './concurrentMount';

/** A screen of many parts, each taking `msEach` of CPU to render, noting how many have rendered. */
function slowScreen(parts: number, msEach: number) {
  const rendered = { count: 0 };
  function Part({ n }: { n: number }) {
    const until = performance.now() + msEach;
    while (performance.now() < until);
    rendered.count += 1;
    return <li>第 {n} 项</li>;
  }
  function Screen() {
    return (
      <ul>
        {Array.from({ length: parts }, (_, n) => (
          <Part key={n} n={n + 1} />
        ))}
      </ul>
    );
  }
  return { Screen, rendered, parts };
}

/**
 * Mounts the screen as single-spa would. Answers what the page then shows, and whether the event loop got a
 * turn while the parts were rendering (some, not none and not all, rendered), as a browser needs to paint and
 * take input.
 */
async function mountAndWatch({ Screen, rendered, parts }: ReturnType<typeof slowScreen>, concurrent: boolean) {
  const element = document.createElement('div');
  document.body.append(element);
  const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: Screen, errorBoundary: () => <p>出错</p> });
  const mount = concurrent ? concurrentMount(lifecycles.mount) : lifecycles.mount;
  let turnsMidway = 0;
  const watch = setInterval(() => {
    if (rendered.count > 0 && rendered.count < parts) turnsMidway += 1;
  }, 0);
  await mount({ name: 'screen', domElement: element } as never);
  clearInterval(watch);
  const shown = {
    items: element.querySelectorAll('li').length,
    last: element.querySelector('li:last-child')?.textContent,
  };
  await lifecycles.unmount({ name: 'screen', domElement: element } as never);
  element.remove();
  return { ...shown, tookTurns: turnsMidway > 0 };
}

describe('concurrentMount', () => {
  it('mounts the whole tree, and lets the browser take turns while it renders', async () => {
    expect(await mountAndWatch(slowScreen(40, 3), true)).toEqual({ items: 40, last: '第 40 项', tookTurns: true });
  });

  it('is needed: single-spa-react alone renders the tree in one piece', async () => {
    expect(await mountAndWatch(slowScreen(40, 3), false)).toEqual({ items: 40, last: '第 40 项', tookTurns: false });
  });
});
