import { sendError } from './errors';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cookieValue, TOKEN_COOKIE } from './cookies';
import type { ResourceDefinition } from '../crud/resourceDefinition';
import { drawnScreen, isPhoneRequest } from './drawnScreen';
import { firstDataBlock, firstDataOf, type FirstAnswers } from './firstData';
import {
  applicationHints,
  opensSignInForm,
  pageHints,
  readAreaStartup,
  readStartupFiles,
  startingApplication,
  widerScreenHints,
  withDrawnScreen,
  withPreloads,
  type LivePage,
  type StartupFiles,
} from './startPage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Build output named with a content hash never changes; anything else is revalidated. The name is the file
 * sent, which is the build's compressed copy (`main.1a2b3c4d.js.br`) whenever the browser accepts it.
 */
const hashedFile = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

/** A file at the root of a host build: no folders, no hidden files. */
const hostFileName = /^[\w-][\w.-]*$/;

/** Paths the single-page host never owns, so an unknown one is a 404 and not the index page. */
const apiPrefixes = ['/api', '/auth', '/remotes', '/dev', '/pay', '/files', '/websocket'];
const isApiPath = (pathname: string) =>
  apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export type StaticOptions = {
  /** The host build served when `hostDirs` is not given (a test's folder). */
  hostDist: string;
  /**
   * The folders the host is served from, read on each request: the live host version's first (the page, the
   * sign-in page, start-up files), then older published versions a hashed chunk may still be found in
   * (ReleaseRegistry.hostDirs).
   */
  hostDirs?: () => string[];
  releasesAreasDir: string;
  /** The live area page a signed-in user's path opens (platform/remotes/livePage.ts), for its hints. */
  livePageOf?: (token: string, pathname: string, phone: boolean) => Promise<LivePage | null>;
  /**
   * Whether a signed-in page carries its first data (firstData.ts): the user, menus, live areas and the first
   * page of its list, taken from the app's own routes. Off in a test's bare server, which has no such routes.
   */
  firstData?: boolean;
  /**
   * The list-engine resource at `/api/<path>`, whose declaration draws a phone's first screen from the first
   * data (drawnScreen.ts). Without it (or without first data) nothing is drawn ahead.
   */
  resourceAt?: (path: string) => ResourceDefinition | undefined;
  /**
   * Called when a release file is not in the folder, before it is answered 404: where releases live in a bucket,
   * brings this instance up to date with it (a version just published through another instance).
   */
  beforeMissingRelease?: () => Promise<void>;
};

/**
 * Serves the host shell at `/` (the live host version's index.html for every page route, with preload hints for
 * the start-up files of the application the page opens in, and its files) and the published remote builds at `/remotes/<area>/<version>/`, which
 * never change once published.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  fs.mkdirSync(options.releasesAreasDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.releasesAreasDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    list: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  // reply.sendFile for the host's files, which live in whichever published version is live at the request.
  await app.register(fastifyStatic, {
    // Only a default for sendFile, which always names the folder; one that exists.
    root: options.releasesAreasDir,
    serve: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', hashedFile.test(filePath) ? IMMUTABLE : 'no-cache'),
  });
  const hostDirs = options.hostDirs ?? (() => [options.hostDist]);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // Read on each request (a few KiB): a host version released or rolled back while the server runs is served
    // at once, on every instance.
    const [hostDir] = hostDirs();
    const indexFile = path.join(hostDir!, 'index.html');
    if (!fs.existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send('<meta charset="utf-8"><p>前端尚未构建：请运行 <code>pnpm start</code>，它会先构建再启动。</p>');
    }
    const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
    // index.html with the sign-in form drawn in it by the build, for the pages that open on it.
    const signInFile = path.join(hostDir!, 'signin.html');
    const [html, startup] = await Promise.all([
      readStartPage(opensSignInForm(pathname, Boolean(token)) ? signInFile : indexFile, indexFile),
      readStartupFiles(path.join(hostDir!, 'startup.json')),
    ]);
    const shell = Boolean(token) && startingApplication(pathname, Boolean(token)) === 'shell';
    const phone = isPhoneRequest(request.headers);
    const page = shell ? await openedPage(request, token!, pathname, phone) : null;
    const hints = startup ? await startHints(startup, pathname, token, page) : [];
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const answers: FirstAnswers =
      shell && options.firstData
        ? await firstDataOf(app, token!, page, search, request.headers['user-agent']).catch((error) => {
            request.log.warn({ err: error }, 'the first data was not written into the page: the browser asks for it');
            return {};
          })
        : {};
    const block = firstDataBlock(answers);
    const drawn = options.resourceAt && phone ? drawnScreen(page, answers, options.resourceAt) : '';
    return (
      reply
        // A page with a user's data in it is that user's alone and never kept: not by a proxy, and not by the
        // browser for the next user of the machine (it is written anew on each load, so it is never stale).
        .header('Cache-Control', block ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(withDrawnScreen(withPreloads(html, hints), drawn, block))
    );
  };

  /** The page file, or index.html when the build has no such file (a development build draws nothing ahead). */
  const readStartPage = (file: string, indexFile: string) =>
    fs.promises
      .readFile(file, 'utf8')
      .catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' && file !== indexFile ? fs.promises.readFile(indexFile, 'utf8') : Promise.reject(error),
      );

  /**
   * A file of the host (`/main.1a2b3c4d.js`, `/favicon.svg`): from the live version; a hashed one, which never
   * changes, also from an older version that has it, newest first: a page opened before a host release keeps
   * finding its chunks until it reloads.
   */
  const hostFileDir = (pathname: string): string | null => {
    const name = pathname.slice(1);
    if (!hostFileName.test(name)) return null;
    const dirs = hostDirs();
    return (hashedFile.test(name) ? dirs : dirs.slice(0, 1)).find((dir) => fs.existsSync(path.join(dir, name))) ?? null;
  };

  /**
   * The live area page a signed-in user's path opens, or null. The page is served whatever happens to the
   * lookup (the database down): without the page's hints and first data, the shell finds them itself.
   */
  const openedPage = async (request: FastifyRequest, token: string, pathname: string, phone: boolean) =>
    options.livePageOf
      ? options.livePageOf(token, pathname, phone).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the page opened is not known: its files are not hinted');
          return null;
        })
      : null;

  /** The application's start-up files, and for a signed-in user's page of an area, that page's too. */
  const startHints = async (startup: StartupFiles, pathname: string, token: string | null, page: LivePage | null) => {
    const application = startingApplication(pathname, Boolean(token));
    const hints =
      application === 'shell'
        ? [...applicationHints(startup.shell), ...widerScreenHints(startup.desktop.shell, 'shell')]
        : applicationHints(startup.public);
    if (application !== 'shell' || !page) return hints;
    const area = await readAreaStartup(path.join(options.releasesAreasDir, page.area, page.version, 'startup.json'));
    return area ? [...hints, ...pageHints(startup, page, area)] : hints;
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Whatever the Accept header says: `curl http://127.0.0.1:8000/` shows the page, as a browser does.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
    if (isPage) return sendIndex(request, reply, pathname);
    const hostDir = request.method === 'GET' || request.method === 'HEAD' ? hostFileDir(pathname) : null;
    if (hostDir) return reply.sendFile(pathname.slice(1), hostDir);
    if (pathname.startsWith('/remotes/') && options.beforeMissingRelease && request.method === 'GET') {
      return sendMissingRelease(request, reply, pathname.slice('/remotes/'.length), options.beforeMissingRelease);
    }
    return sendError(request, reply, 404, pathname.startsWith('/remotes/') ? '文件不存在' : '接口不存在');
  });

  const sendMissingRelease = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    takeReleases: () => Promise<void>,
  ) => {
    await takeReleases();
    const full = path.resolve(options.releasesAreasDir, decodeURIComponent(file));
    if (!full.startsWith(`${options.releasesAreasDir}${path.sep}`) || !fs.existsSync(full)) {
      return sendError(request, reply, 404, '文件不存在');
    }
    reply.header('Cache-Control', IMMUTABLE);
    return reply.sendFile(path.relative(options.releasesAreasDir, full), options.releasesAreasDir);
  };
}
