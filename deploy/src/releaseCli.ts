/**
 * The release tool of the remotes:
 *
 *   pnpm release <area>               build the area and publish it as its new live version
 *   pnpm release <area> --no-build    publish what remotes/<area>/dist holds
 *   pnpm release:rollback <area>      go back to the version live before
 *   pnpm release list                 every area's versions, the live one marked
 *   pnpm release switch <area> <version>
 *
 * A running server picks the change up on the next page load; nothing else is rebuilt. A release built for a
 * newer platform kernel than the live host's is refused, with what to do.
 */
import path from 'node:path';
import { hostKernelOf, ReleaseError, ReleaseRegistry, releasesDirFrom } from './releaseRegistry';
import { build, remoteTarget, root } from './workspace';

async function main(argv: string[]): Promise<void> {
  // The host the server serves (HOST_DIST, as the server reads it): a release it cannot serve is refused.
  const hostDist = path.resolve(process.env.HOST_DIST ?? path.join(root, 'host/dist'));
  const registry = new ReleaseRegistry(releasesDirFrom(process.env), { hostKernel: () => hostKernelOf(hostDist) });
  const [first, ...rest] = argv;
  const command =
    first === 'publish' || first === 'rollback' || first === 'list' || first === 'switch' ? first : 'publish';
  const args = command === first ? rest : argv;
  const area = args.find((arg) => !arg.startsWith('--'));

  if (command === 'list') {
    for (const [name, releases] of Object.entries(registry.read().areas)) {
      process.stdout.write(`${name}\n`);
      for (const v of releases.versions) {
        process.stdout.write(
          `  ${v.version === releases.live ? '*' : ' '} ${v.version}  ${v.publishedAt}  ${v.files} 个文件 ${(v.bytes / 1024).toFixed(0)} KB\n`,
        );
      }
    }
    return;
  }
  if (!area) throw new ReleaseError('请指定区域，例如 pnpm release customers');
  if (command === 'rollback') {
    process.stdout.write(`${area} 已回滚到 ${registry.rollback(area)}\n`);
    return;
  }
  if (command === 'switch') {
    const version = args.filter((arg) => !arg.startsWith('--'))[1];
    if (!version) throw new ReleaseError('请指定版本，例如 pnpm release switch customers 20261122-101010-abc1234');
    registry.switch(area, version);
    process.stdout.write(`${area} 已切换到 ${version}\n`);
    return;
  }
  const target = remoteTarget(area);
  if (!args.includes('--no-build')) await build(target);
  const release = registry.publish(area, path.join(root, 'remotes', area, 'dist'));
  process.stdout.write(`${area} 已发布并上线：${release.version}（${release.files} 个文件）\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
