/**
 * The release tool of the remotes:
 *
 *   pnpm release <area>               build the area and publish it as its new live version
 *   pnpm release host                 build the host shell and publish it as its new live version (the same
 *                                     commands switch and roll it back: pnpm release:rollback host)
 *   pnpm release <area> --no-build    publish what remotes/<area>/dist holds
 *   pnpm release <area> --dir <dist>  publish a build made elsewhere
 *   pnpm release <area> --candidate   publish without going live, as the area's candidate (see below)
 *   pnpm release:rollback <area>      go back to the version live before
 *   pnpm release list                 every area's versions, the live one marked
 *   pnpm release switch <area> <version>
 *
 * On this machine the tool writes the release registry the server reads (RELEASES_DIR or DATA_DIR/releases). From
 * an area team's pipeline, `--server <url> --token <token>` (or YJF_DEPLOY_TOKEN) does the same on a running
 * server or cluster with a deploy token for the area (发布管理 → 部署令牌).
 *
 * A running server picks the change up on the next page load; nothing else is rebuilt. A release built for a
 * newer platform kernel than the live host's, or against a contract of its area's server API the server does not
 * serve (a server not yet released), is refused, with what to do; so is a host whose kernel cannot serve a live
 * area.
 *
 * `--candidate` puts a release up without giving it to anyone: with `--server` it becomes the area's candidate
 * (upload `candidate=true`), which 发布管理 then previews, gives to a canary, promotes or withdraws; a
 * candidate-level deploy token can release nothing else. On this machine the tool only writes the registry's
 * files — who gets a candidate lives in the server's database, which it does not open (a running server holds
 * it) — so a local `--candidate` publishes the version without making it live and says to make it the candidate
 * in 发布管理 (发布管理 → 设为候选). The host has no candidates.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  HOST_RELEASE,
  hostKernelOf,
  ReleaseError,
  ReleaseRegistry,
  releasesDirFrom,
  serverContractsOf,
} from './releaseRegistry';
import { rollbackRelease, switchRelease, uploadRelease, type ReleaseServer } from './releaseClient';
import { build, hostTarget, remoteTarget, root } from './workspace';

const COMMANDS = ['publish', 'rollback', 'list', 'switch'] as const;
type Command = (typeof COMMANDS)[number];

/** The registry on this machine, or the running server named by --server. */
type Releaser = {
  publish(area: string, dir: string, candidate: boolean): Promise<string>;
  rollback(area: string): Promise<string>;
  switch(area: string, version: string): Promise<string>;
  list(): void;
};

function localReleaser(): Releaser {
  // The host the server serves (HOST_DIST, as the server reads it): a release it cannot serve is refused.
  const hostDist = path.resolve(process.env.HOST_DIST ?? path.join(root, 'host/dist'));
  // And the server built here (SERVER_DIST, its contracts.json): a release built against a contract of the
  // area's server API it does not serve is refused too.
  const serverDist = path.resolve(process.env.SERVER_DIST ?? path.join(root, 'server/dist'));
  const registry = new ReleaseRegistry(releasesDirFrom(process.env), {
    hostKernel: () => hostKernelOf(hostDist),
    serverContracts: () => serverContractsOf(serverDist),
  });
  const isHost = (area: string) => area === HOST_RELEASE;
  // With FILES_BUCKET the releases live in the bucket and this folder is one instance's copy: a change here would
  // reach no other instance, and be undone when this one next follows the bucket.
  const assertNotInBucket = () => {
    if (process.env.FILES_BUCKET) {
      throw new ReleaseError(
        `设置了 FILES_BUCKET：版本存在对象存储桶 ${process.env.FILES_BUCKET} 中，本机的版本目录只是一个实例的副本。` +
          '请通过运行中的服务发布：pnpm release <区域> --server <服务地址>（发布级部署令牌）',
      );
    }
  };
  return {
    publish: async (area, dir, candidate) => {
      assertNotInBucket();
      if (candidate && isHost(area)) throw new ReleaseError('主应用没有候选版本，请直接发布（pnpm release host）');
      const release = isHost(area) ? registry.publishHost(dir) : registry.publish(area, dir, { activate: !candidate });
      return candidate
        ? `${area} 已发布但未上线：${release.version}（${release.files} 个文件）。本机发布不连接数据库，请在 发布管理 中把它设为候选版本，再预览或灰度`
        : `${area} 已发布并上线：${release.version}（${release.files} 个文件）`;
    },
    rollback: async (area) => {
      assertNotInBucket();
      return `${area} 已回滚到 ${isHost(area) ? registry.rollbackHost() : registry.rollback(area)}`;
    },
    switch: async (area, version) => {
      assertNotInBucket();
      if (isHost(area)) registry.switchHost(version);
      else registry.switch(area, version);
      return `${area} 已切换到 ${version}`;
    },
    list: () => {
      const { host, areas } = registry.read();
      for (const [name, releases] of [...(host ? [[HOST_RELEASE, host] as const] : []), ...Object.entries(areas)]) {
        process.stdout.write(`${name}\n`);
        for (const v of releases.versions) {
          process.stdout.write(
            `  ${v.version === releases.live ? '*' : ' '} ${v.version}  ${v.publishedAt}  ${v.files} 个文件 ${(v.bytes / 1024).toFixed(0)} KB\n`,
          );
        }
      }
    },
  };
}

function serverReleaser(server: ReleaseServer): Releaser {
  return {
    publish: async (area, dir, candidate) => (await uploadRelease(server, area, dir, { candidate })).message,
    rollback: async (area) => (await rollbackRelease(server, area)).message,
    switch: async (area, version) => (await switchRelease(server, area, version)).message,
    list: () => {
      throw new ReleaseError('部署令牌不能查看版本列表，请在 发布管理 中查看');
    },
  };
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'no-build': { type: 'boolean', default: false },
      candidate: { type: 'boolean', default: false },
      dir: { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
    },
  });
  const [first, ...rest] = positionals;
  const command: Command = COMMANDS.includes(first as Command) ? (first as Command) : 'publish';
  const [area, version] = command === first ? rest : positionals;
  const token = values.token ?? process.env.YJF_DEPLOY_TOKEN;
  if (values.server && !token) throw new ReleaseError('请用 --token 或环境变量 YJF_DEPLOY_TOKEN 提供部署令牌');
  const releaser = values.server ? serverReleaser({ url: values.server, token: token! }) : localReleaser();

  if (command === 'list') return releaser.list();
  if (!area) throw new ReleaseError('请指定区域，例如 pnpm release customers');
  let said: string;
  if (command === 'rollback') said = await releaser.rollback(area);
  else if (command === 'switch') {
    if (!version) throw new ReleaseError('请指定版本，例如 pnpm release switch customers 20261122-101010-abc1234');
    said = await releaser.switch(area, version);
  } else {
    const target = area === HOST_RELEASE ? hostTarget() : remoteTarget(area);
    const dir = values.dir ? path.resolve(values.dir) : path.dirname(target.output);
    if (!values.dir && !values['no-build']) await build(target);
    said = await releaser.publish(area, dir, values.candidate);
  }
  process.stdout.write(`${said}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
