import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SteppedEvaluationPlugin, TURN_MS } from './steppedEvaluation.mjs';

/**
 * A page of eleven modules behind an `import()`, each noting its name when it runs and taking 3 ms (with note, which
 * the importer has run already): a diamond (a and b both import shared), a chain, and a cycle (c1 and c2 import
 * each other), and a small module at the chain's end.
 */
const SOURCES: Record<string, string> = {
  'index.js': `import { note } from './note'; note('index'); export const opened = import('./page');`,
  'page.js': `import { a } from './a'; import { b } from './b'; import { c1 } from './c1'; import { chain } from './chain1';
    import { note } from './note'; note('page'); export default [a, b, c1, chain].join(' ');`,
  'a.js': `import { shared } from './shared'; import { note } from './note'; note('a'); export const a = 'a' + shared;`,
  'b.js': `import { shared } from './shared'; import { note } from './note'; note('b'); export const b = 'b' + shared;`,
  'shared.js': `import { note } from './note'; note('shared'); export const shared = '+';`,
  'c1.js': `import { c2 } from './c2'; import { note } from './note'; note('c1'); export const c1 = 'c1'; export const seen = () => c2;`,
  'c2.js': `import { seen } from './c1'; import { note } from './note'; note('c2'); export const c2 = typeof seen;`,
  'chain1.js': `import { chain2 } from './chain2'; import { note } from './note'; note('chain1'); export const chain = chain2;`,
  'chain2.js': `import { chain3 } from './chain3'; import { note } from './note'; note('chain2'); export const chain2 = chain3;`,
  'chain3.js': `import { chain4 } from './chain4'; import { note } from './note'; note('chain3'); export const chain3 = chain4;`,
  'chain4.js': `import { tiny } from './tiny'; import { note } from './note'; note('chain4'); export const chain4 = tiny;`,
  'tiny.js': `import { note } from './note'; note('tiny'); export const tiny = 'end';`,
  'note.js': `export function note(name) {
      const until = performance.now() + 3;
      while (performance.now() < until);
      globalThis.steppedTest.ran.push(name);
    }`,
};

/** The modules' size: the plugin lists only modules of 1 KB or more (tiny.js stays small). */
const PADDING = `/* ${'A module of some size. '.repeat(50)} */\n`;

type Bundle = { dir: string; opened: Promise<{ default: string }> };

async function build(withPlugin: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-stepped-'));
  for (const [file, source] of Object.entries(SOURCES))
    fs.writeFileSync(path.join(dir, file), file === 'tiny.js' ? source : PADDING + source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    target: 'node',
    devtool: false,
    output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } },
    // One module per file, as in the builds whose chunks are shared (concatenation would fold the page into one).
    optimization: { minimize: false, concatenateModules: false },
    plugins: withPlugin ? [new SteppedEvaluationPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  return dir;
}

async function open(dir: string): Promise<{ ran: string[]; turns: number; page: string }> {
  const state = { ran: [] as string[], turns: 0 };
  (globalThis as Record<string, unknown>).steppedTest = state;
  (globalThis as Record<string, unknown>).scheduler = {
    yield: () => {
      state.turns += 1;
      return new Promise((resolve) => setImmediate(resolve));
    },
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bundle = require(path.join(dir, 'dist/main.js')) as Bundle;
    const page = (await bundle.opened).default;
    return { ran: state.ran, turns: state.turns, page };
  } finally {
    delete (globalThis as Record<string, unknown>).scheduler;
    delete (globalThis as Record<string, unknown>).steppedTest;
  }
}

describe('stepped evaluation', () => {
  let plain: string;
  let stepped: string;
  // Each bundle is opened once (a module runs once in a test file).
  let before: Awaited<ReturnType<typeof open>>;
  let after: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    [plain, stepped] = await Promise.all([build(false), build(true)]);
    before = await open(plain);
    after = await open(stepped);
  }, 60_000);
  afterAll(() => {
    for (const dir of [plain, stepped]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs every module once, in the order webpack runs them, and the page gets the same exports', () => {
    expect(before.ran).toEqual([
      'index',
      'shared',
      'a',
      'b',
      'c2',
      'c1',
      'tiny',
      'chain4',
      'chain3',
      'chain2',
      'chain1',
      'page',
    ]);
    expect(after.ran).toEqual(before.ran);
    expect(after.page).toBe(before.page);
    expect(after.page).toBe('a+ b+ c1 end');
  });

  it('gives the browser turns while the modules run, and none without the plugin', () => {
    expect(before.turns).toBe(0);
    // Eight modules of 3 ms or more are listed before the page: with turns of TURN_MS, at least one turn for
    // every two of them.
    expect(TURN_MS).toBeLessThanOrEqual(6);
    expect(after.turns).toBeGreaterThanOrEqual(4);
  });

  it('lists the modules where the block is loaded, a cycle by the module it is entered by, not the page', () => {
    const main = fs.readFileSync(path.join(stepped, 'dist/main.js'), 'utf8');
    const list = /yjfStep\(\[([^\]]*)\]\)/.exec(main);
    expect(list).not.toBeNull();
    // shared, a, b, c1 (which runs c2), chain4…chain1: eight; not c2 or the page, nor note, which the module
    // that calls import() imports itself (it has run by then), nor tiny (chain4 runs it).
    expect(list![1]!.split(',')).toHaveLength(8);
  });
});
