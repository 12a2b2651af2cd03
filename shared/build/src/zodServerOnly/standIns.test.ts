import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The zod the browser builds bundle: @yjf/domain's. */
const zodRoot = path.dirname(
  createRequire(path.join(__dirname, '../../../domain/package.json')).resolve('zod/package.json'),
);

/** The names an ES module file exports: `export const|function|class name` and `export { a as b }`. */
function exportedNames(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const names = [...text.matchAll(/^export (?:const|let|function|class) ([\w$]+)/gm)].map((match) => match[1]!);
  for (const [, list] of text.matchAll(/^export \{([^}]*)\}(?! from)/gm)) {
    names.push(
      ...list!.split(',').flatMap(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() || [],
      ),
    );
  }
  return new Set(names.filter(Boolean));
}

const standIns = {
  'core/compile.js': 'compile.mjs',
  'core/to-json-schema.js': 'to-json-schema.mjs',
  'core/json-schema-processors.js': 'json-schema-processors.mjs',
  'core/json-schema-generator.js': 'json-schema-generator.mjs',
  'classic/from-json-schema.js': 'from-json-schema.mjs',
};

describe('the browser stand-ins for the server-only parts of zod', () => {
  it.each(Object.entries(standIns))('%s: the stand-in exports every name the original does', (original, standIn) => {
    const expected = exportedNames(path.join(zodRoot, 'v4', original));
    expect(expected.size).toBeGreaterThan(0);
    const missing = [...expected].filter((name) => !exportedNames(path.join(__dirname, standIn)).has(name));
    expect(missing).toEqual([]);
  });
});
