import path from 'node:path';
import { builtServerCommand, HEAP_LIMIT_FLAG, MALLOC_TUNABLE, withMallocTunable } from './serverProcess';
import { root } from './workspace';

describe('builtServerCommand', () => {
  it('runs the built server on PGlite with source maps and its heap limit, on the caller environment plus the malloc threshold', () => {
    const { command, args, env } = builtServerCommand({ PORT: '8123', DATA_DIR: '/srv/data' });
    expect(command).toBe(process.execPath);
    expect(args).toEqual(['--enable-source-maps', HEAP_LIMIT_FLAG, path.join(root, 'server/dist/main.cjs')]);
    expect(env).toEqual({ PORT: '8123', DATA_DIR: '/srv/data', GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768' });
  });

  it('keeps a heap limit the operator set in NODE_OPTIONS', () => {
    const { args } = builtServerCommand({ NODE_OPTIONS: '--max-old-space-size=2048' });
    expect(args).toEqual(['--enable-source-maps', path.join(root, 'server/dist/main.cjs')]);
  });

  it("leaves V8's heap at its default on PostgreSQL", () => {
    const { args } = builtServerCommand({ DATABASE_URL: 'postgres://127.0.0.1/yjf' });
    expect(args).toEqual(['--enable-source-maps', path.join(root, 'server/dist/main.cjs')]);
  });

  it('leaves the environment it was given alone', () => {
    const given = { PORT: '8123' };
    builtServerCommand(given);
    expect(given).toEqual({ PORT: '8123' });
  });
});

describe('withMallocTunable', () => {
  it('adds the threshold after the tunables an operator set', () => {
    expect(withMallocTunable(undefined)).toBe(MALLOC_TUNABLE);
    expect(withMallocTunable('')).toBe(MALLOC_TUNABLE);
    expect(withMallocTunable('glibc.malloc.arena_max=2')).toBe(`glibc.malloc.arena_max=2:${MALLOC_TUNABLE}`);
  });

  it('keeps a threshold the operator chose', () => {
    expect(withMallocTunable('glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2')).toBe(
      'glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2',
    );
  });
});
