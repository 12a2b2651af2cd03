import fs from 'node:fs';
import { PUBLIC_PATHS } from '@yjf/domain/app';
import { z } from '@yjf/domain/zod';

/** A file of the host's build, as served from the root (`public-shared.1a2b3c4d.js`). */
const buildFile = z.string().regex(/^[\w.-]+\.(js|css)$/);

/**
 * The host build's `startup.json` (shared/build/src/startupFiles.mjs): what each of its applications loads
 * before it draws, the sign-in page's (`public`) and the shell's.
 */
const startupFilesSchema = z.object({ public: z.array(buildFile), shell: z.array(buildFile) });
export type StartupFiles = z.infer<typeof startupFilesSchema>;

/** The start-up files of the host build at `file`; null without one (a development build) or when unreadable. */
export async function readStartupFiles(file: string): Promise<StartupFiles | null> {
  try {
    return startupFilesSchema.parse(JSON.parse(await fs.promises.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The application a page opens in, as the host's guard and layout decide it (host/src/rootConfig/guard.ts):
 * without the token cookie every page ends on the sign-in page; with it, /404 and /401 stay public and
 * everything else, /login too, opens the shell. A token that has expired costs the shell's preloads once.
 */
export function startingApplication(pathname: string, signedIn: boolean): keyof StartupFiles {
  return signedIn && (pathname === '/login' || !PUBLIC_PATHS.includes(pathname)) ? 'shell' : 'public';
}

/**
 * The page with a preload hint for each of `files` at the end of its head: the browser fetches them beside
 * main.js instead of one after another as each script asks for the next (issue 26: the cold deep link).
 */
export function withPreloads(html: string, files: string[]): string {
  const links = files.map(
    (file) => `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`,
  );
  return html.replace('</head>', `${links.join('')}</head>`);
}
