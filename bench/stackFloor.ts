/**
 * The stack's floor (issue 26): `stackFloor/`, the phone's task list and the sign-in page built the obvious way
 * with the stack the product must use and nothing of the product's own (see its webpack config). Built here and
 * served as the product serves its files (gzip, over HTTP/1.1, from a process of its own), so Lighthouse can
 * score it in the same run as the product: what that stack at its simplest scores on this machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startScriptServer, type ScriptServer } from './scriptServer';

const CONFIG = path.join(__dirname, 'stackFloor', 'webpack.config.mjs');
const DIST = path.join(__dirname, 'stackFloor', 'dist');

/** Builds the floor's host and remote (production, minified) into `stackFloor/dist`. */
export function buildStackFloor(): void {
  const build = spawnSync('npx', ['webpack', '--config', CONFIG], {
    cwd: __dirname,
    encoding: 'utf8',
    env: { ...process.env, STACK_FLOOR_OUT: DIST },
  });
  if (build.status !== 0) throw new Error(`技术栈最简实现构建失败：${(build.stdout + build.stderr).slice(-2000)}`);
}

/**
 * The floor's files from memory, gzip -9 as the product's build compresses them; `/remote/…` from the remote's
 * folder, any other path the host's file of that name or its page (`/login` the sign-in page's); `/api/me` the
 * signed-in user for the avatar.
 */
const SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const files = new Map();
for (const [application, prefix] of [['host', '/'], ['remote', '/remote/']]) {
  const folder = path.join(process.env.FLOOR_DIST, application);
  for (const name of fs.readdirSync(folder)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const body = zlib.gzipSync(fs.readFileSync(path.join(folder, name)), { level: 9 });
    files.set(prefix + name, { type: type + '; charset=utf-8', body });
  }
}
http
  .createServer((request, response) => {
    const url = request.url.split('?')[0];
    if (url === '/api/me') {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ name: '陈刚' }));
      return;
    }
    const file = files.get(url) || files.get(url === '/login' ? '/login.html' : '/index.html');
    response.setHeader('content-type', file.type);
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('cache-control', 'no-cache');
    response.end(file.body);
  })
  .listen(Number(process.env.SERVER_PORT), '127.0.0.1', () => process.stdout.write('up\\n'));
`;

/** Starts the built floor on `port`; `stop` ends it. */
export function startStackFloor(port: number): Promise<ScriptServer> {
  return startScriptServer('技术栈最简实现的服务', SERVER, port, { FLOOR_DIST: DIST });
}
