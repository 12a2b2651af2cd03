import fs from 'node:fs';
import { isPublicPath, PUBLIC_PATHS } from '@yjf/domain/app';
import { remoteEntryUrl } from '@yjf/domain/remotes';
import { LIST_TABLE_MEDIA, SIDEBAR_MEDIA } from '@yjf/domain/screens';
import { z } from '@yjf/domain/zod';

/** A file of a build, as served from its root (`public-shared.1a2b3c4d.js`). */
const buildFile = z.string().regex(/^[\w.-]+\.(js|css)$/);
/** A shared module's key (`@yjf/ui/crud/ResourcePage`, `react/jsx-runtime`). */
const shareKey = z.string().regex(/^@?[\w][\w./-]*$/);

/**
 * The host build's `startup.json` (shared/build/src/startupFiles.mjs): what each of its applications loads
 * before it draws, the sign-in page's (`public`) and the shell's, what only a wider screen draws at once
 * (`desktop`: the shell's sidebar menu, a list's table and date pickers, and the files whose page draws a
 * list), and the files of each shared module it provides to the areas (`provided`).
 */
const startupFilesSchema = z.object({
  public: z.array(buildFile),
  shell: z.array(buildFile),
  desktop: z
    .object({
      shell: z.array(buildFile),
      lists: z.array(buildFile),
      // The files of the module that draws a list (a host built before 3.5.0 does not say: no table hints).
      listsDrawnBy: z.array(buildFile).default([]),
    })
    .default({ shell: [], lists: [], listsDrawnBy: [] }),
  provided: z.record(shareKey, z.array(buildFile)).default({}),
});
export type StartupFiles = z.infer<typeof startupFilesSchema>;

/**
 * A remote build's `startup.json`: for each page it exposes, its files (in the release's folder) and the shared
 * modules it takes from the host before it runs.
 */
const areaStartupSchema = z.object({
  pages: z.record(z.string(), z.object({ files: z.array(buildFile), shared: z.array(shareKey) })),
});
export type AreaStartup = z.infer<typeof areaStartupSchema>;

/** The live page a bookmarked path opens: its area's release and the module the area exposes for it. */
export type LivePage = { area: string; version: string; module: string };

/**
 * A preload hint: a script, a style sheet, or the federation manifest the runtime fetches; `low` after the rest;
 * with `media`, fetched only by a screen the query matches.
 */
export type Preload = { href: string; as: 'script' | 'style' | 'fetch'; low?: boolean; media?: string };

/** The screens that draw a list as a table, and those that show the sidebar's menu beside the page. */
const WIDER_SCREEN_MEDIA = { lists: LIST_TABLE_MEDIA, shell: SIDEBAR_MEDIA } as const;

/** The start-up files of the host build at `file`; null without one (a development build) or when unreadable. */
export async function readStartupFiles(file: string): Promise<StartupFiles | null> {
  try {
    return startupFilesSchema.parse(JSON.parse(await fs.promises.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** A release never changes once published, so its start-up files are read once per release. */
const areaStartups = new Map<string, AreaStartup | null>();

/** The start-up files of a remote's release at `file`; null for a release built without them, or unreadable. */
export async function readAreaStartup(file: string): Promise<AreaStartup | null> {
  if (!areaStartups.has(file)) {
    let startup: AreaStartup | null = null;
    try {
      startup = areaStartupSchema.parse(JSON.parse(await fs.promises.readFile(file, 'utf8')));
    } catch {
      // Built before remotes wrote one, or not a build's: the same answer for as long as the release lives.
    }
    areaStartups.set(file, startup);
  }
  return areaStartups.get(file) ?? null;
}

/** A build file's preload hint, served from `base`. */
const fileHint = (base: string, file: string): Preload => ({
  href: `${base}${file}`,
  as: file.endsWith('.css') ? 'style' : 'script',
});

/** The hints for an application's start-up files. */
export const applicationHints = (files: string[]): Preload[] => files.map((file) => fileHint('/', file));

/** The hints for what only a wider screen draws at once, fetched by that screen alone. */
export const widerScreenHints = (files: string[], part: keyof typeof WIDER_SCREEN_MEDIA): Preload[] =>
  applicationHints(files).map((hint) => ({ ...hint, media: WIDER_SCREEN_MEDIA[part] }));

/**
 * What a bookmarked page of an area needs beyond the shell, in the order the shell asks for it: the area's
 * federation manifest and entry, the page's own files, and the files of the host's shared modules it takes
 * that the shell has not loaded (the lists' tier for a list). Without them the browser learns each only when
 * the one before has run, four round trips after main.js. They are fetched at low priority: the page runs only
 * after the shell, whose files come first (measured: 14-73 ms sooner to the rows than at the default). A page
 * with the lists' tier also hints what its list draws with only on a desktop, for desktops only: a phone's
 * cards never load the table.
 */
export function pageHints(host: StartupFiles, page: LivePage, area: AreaStartup): Preload[] {
  const exposed = area.pages[page.module];
  if (!exposed) return [];
  const manifest = remoteEntryUrl(page.area, page.version);
  const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  const loaded = new Set(host.shell);
  const hostFiles = [...new Set(exposed.shared.flatMap((key) => host.provided[key] ?? []))]
    .filter((file) => !loaded.has(file))
    .sort();
  const desktop = hostFiles.some((file) => host.desktop.listsDrawnBy.includes(file))
    ? host.desktop.lists.filter((file) => !loaded.has(file) && !hostFiles.includes(file))
    : [];
  const hints: Preload[] = [
    { href: manifest, as: 'fetch' },
    { href: `${base}remoteEntry.js`, as: 'script' },
    ...exposed.files.map((file) => fileHint(base, file)),
    ...applicationHints(hostFiles),
    ...widerScreenHints(desktop, 'lists'),
  ];
  return hints.map((hint) => ({ ...hint, low: true }));
}

/**
 * The application a page opens in, as the host's guard and layout decide it (host/src/rootConfig/guard.ts):
 * without the token cookie every page ends on the sign-in page; with it, /404 and /401 stay public and
 * everything else, /login too, opens the shell. A token that has expired costs the shell's preloads once.
 */
export function startingApplication(pathname: string, signedIn: boolean): 'public' | 'shell' {
  return signedIn && (pathname === '/login' || !PUBLIC_PATHS.includes(pathname)) ? 'shell' : 'public';
}

/**
 * Whether the page opens on the sign-in form, as the host's guard and public application decide it: without the
 * token cookie, /login and every page the guard sends to /login (all but /404, /401 and what lies under the
 * public paths). Such a page is sent as the build drew it, the form already in it (`signin.html`,
 * shared/build/src/signInPage.mjs).
 */
export function opensSignInForm(pathname: string, signedIn: boolean): boolean {
  return !signedIn && (pathname === '/login' || !isPublicPath(pathname));
}

/**
 * The page with a preload hint for each of `hints` at the end of its head: the browser fetches them beside
 * main.js instead of one after another as each script asks for the next (issue 26: the cold deep link). A file
 * the page already links (the drawn sign-in page's style sheets) needs none.
 */
export function withPreloads(html: string, hints: Preload[]): string {
  // The runtime fetches the manifest in CORS mode; a hint without `crossorigin` would not be used for it.
  const links = hints
    .filter(({ href }) => !html.includes(`href="${href}"`))
    .map(
      ({ href, as, low, media }) =>
        `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}${low ? ' fetchpriority="low"' : ''}${media ? ` media="${media}"` : ''}>`,
    );
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** A preload of one of the host's style sheets for every screen (not an area's, not a wider screen's). */
const HOST_STYLE_PRELOAD = /<link rel="preload" href="(\/[\w.-]+\.css)" as="style"(?: fetchpriority="low")?>/g;

/**
 * The page with its first data (`block`, in the head) and a phone's drawn first screen (`drawn`, first in the
 * body, drawnScreen.ts). The drawn screen needs the host's style sheets before its first paint, so those the
 * page preloads are linked instead: the browser paints the screen, styled, once they and the page have come.
 */
export function withDrawnScreen(html: string, drawn: string, block: string): string {
  const head = html.replace('</head>', `${block}</head>`);
  if (!drawn) return head;
  return head
    .replace(HOST_STYLE_PRELOAD, (_, href: string) => `<link rel="stylesheet" href="${href}">`)
    .replace(/<body>/, `<body>${drawn}`);
}
