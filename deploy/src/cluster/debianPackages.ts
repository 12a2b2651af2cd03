import { execFileSync } from 'node:child_process';

/**
 * Installs Debian packages with apt-get when a program the cluster needs is missing, as the test scripts do
 * for PostgreSQL and Chromium (server/test/with-postgres.sh): CI runs on a clean clone of this machine. Needs
 * root; anyone else is told which packages to install.
 */
export function installDebianPackages(packages: string[], why: string): void {
  process.stdout.write(`${why}：正在用 apt-get 安装 ${packages.join(' ')} …\n`);
  if (process.getuid?.() !== 0) {
    throw new Error(`${why}：请以 root 身份运行，或先安装：apt-get install -y ${packages.join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
}
