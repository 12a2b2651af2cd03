import { afterDrawnScreenPaint, DRAWN_SCREEN_ID, handOverDrawnScreen } from './drawnScreen';

/** A page as the server sends a phone's: the drawn screen first in the body, the shell's element after it. */
function pageWithDrawnScreen(): HTMLElement {
  document.body.innerHTML = `<div id="${DRAWN_SCREEN_ID}" inert aria-hidden="true"><ul class="record-cards"></ul></div>
    <div id="single-spa-application:shell"></div>`;
  return document.getElementById('single-spa-application:shell')!;
}

/** MutationObserver reports after the change, in a microtask. */
const observed = () => new Promise((resolve) => setTimeout(resolve));
const drawnScreenShown = () => document.getElementById(DRAWN_SCREEN_ID) !== null;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('handOverDrawnScreen', () => {
  it('keeps the drawn screen while the page loads, and removes it once the page has drawn itself', async () => {
    const shell = pageWithDrawnScreen();
    handOverDrawnScreen();
    shell.innerHTML = '<header class="shell-header"></header><div class="app-page"><div aria-busy="true"></div></div>';
    await observed();
    expect(drawnScreenShown()).toBe(true);
    // A page drawn behind another tag does not count; the shown one does.
    shell.innerHTML += '<div class="app-page" hidden><div class="crud-page"></div></div>';
    await observed();
    expect(drawnScreenShown()).toBe(true);
    shell.querySelector('.app-page')!.innerHTML = '<div class="crud-page"><ul class="record-cards"></ul></div>';
    await observed();
    expect(drawnScreenShown()).toBe(false);
  });

  it('removes it for whatever shows instead of the page: a notice, or the sign-in page', async () => {
    pageWithDrawnScreen().innerHTML = '<div class="page-notice page-notice-error"></div>';
    handOverDrawnScreen();
    document.body.append(document.createElement('span'));
    await observed();
    expect(drawnScreenShown()).toBe(false);

    pageWithDrawnScreen();
    handOverDrawnScreen();
    const signIn = document.createElement('div');
    signIn.id = 'single-spa-application:public';
    signIn.innerHTML = '<form></form>';
    document.body.append(signIn);
    await observed();
    expect(drawnScreenShown()).toBe(false);
  });

  it('removes it when the page has not come within the limit, so no screen waits that does not answer', () => {
    jest.useFakeTimers();
    pageWithDrawnScreen();
    handOverDrawnScreen(document, 15_000);
    jest.advanceTimersByTime(14_999);
    expect(drawnScreenShown()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(drawnScreenShown()).toBe(false);
  });

  it('does nothing on a page without one', () => {
    document.body.innerHTML = '<div id="single-spa-application:shell"></div>';
    expect(() => handOverDrawnScreen()).not.toThrow();
  });
});

describe('afterDrawnScreenPaint', () => {
  /** The frames the page asks for, run by the test as the browser would paint them. */
  function holdFrames(): FrameRequestCallback[] {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    return frames;
  }
  function started(wait?: number): () => boolean {
    let done = false;
    void afterDrawnScreenPaint(document, wait).then(() => {
      done = true;
    });
    return () => done;
  }

  it('starts the page at once when the server drew nothing', async () => {
    const frames = holdFrames();
    const hasStarted = started();
    await Promise.resolve();
    expect(hasStarted()).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('starts the page after the drawing has been painted, not before', async () => {
    pageWithDrawnScreen();
    const frames = holdFrames();
    const hasStarted = started();
    await observed();
    expect(hasStarted()).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    await observed();
    expect(hasStarted()).toBe(true);
  });

  it('waits no longer than its limit when no frame comes (a page opened in a background tab)', async () => {
    pageWithDrawnScreen();
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    holdFrames();
    const hasStarted = started(1_000);
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(hasStarted()).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(hasStarted()).toBe(true);
  });
});
