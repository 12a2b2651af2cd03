import fs from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's data folder during the tests: database, releases. Wiped at every start. */
export const E2E_DATA_DIR = path.resolve(__dirname, '../.tmp/data');
export const E2E_RELEASES_DIR = path.join(E2E_DATA_DIR, 'releases');

/** Debian's Chromium, with the flags this closed network needs. */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`没有找到 Chromium（${executablePath}）：请先运行 bash e2e/support/ensure-chromium.sh`);
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  };
}
