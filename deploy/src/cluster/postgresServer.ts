import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { installDebianPackages } from './debianPackages';
import { tailOf } from './processes';

/** The database the cluster's instances share, on the cluster's own PostgreSQL server. */
const DATABASE = 'yunjiaofu';

/** The newest PostgreSQL installed from Debian's packages (`/usr/lib/postgresql/<major>/bin`), or null. */
function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base) ? fs.readdirSync(base).filter((name) => /^\d+$/.test(name)) : [];
  const bins = majors
    .sort((a, b) => Number(a) - Number(b))
    .map((major) => path.join(base, major, 'bin'))
    .filter((bin) => fs.existsSync(path.join(bin, 'postgres')));
  return bins.at(-1) ?? null;
}

/** Whether Debian's PostgreSQL is installed (nothing is installed to find out). */
export function postgresInstalled(): boolean {
  return findPostgresBin() !== null;
}

export function postgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  installDebianPackages(['postgresql'], '没有找到 PostgreSQL');
  const installed = findPostgresBin();
  if (!installed) throw new Error('安装 postgresql 后仍找不到 PostgreSQL 的程序（/usr/lib/postgresql/*/bin）');
  return installed;
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user Debian's package made. */
function postgresCommand(bin: string, program: string, args: string[]): [string, string[]] {
  const command = path.join(bin, program);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(bin: string, program: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const [file, argv] = postgresCommand(bin, program, args);
  return execFileSync(file, argv, { encoding: 'utf8', env: { ...process.env, ...env }, stdio: 'pipe' });
}

/** Where the cluster's PostgreSQL keeps its data, log and superuser password. */
export type PostgresPlace = { dir: string; port: number };

const dataDirOf = (place: PostgresPlace) => path.join(place.dir, 'data');
const logOf = (place: PostgresPlace) => path.join(place.dir, 'server.log');
const passwordFileOf = (place: PostgresPlace) => path.join(place.dir, 'password');

/**
 * Creates the data folder on the first start: superuser `postgres` with a password made here (kept in
 * `password`, readable by its owner only), password sign-in over TCP only, so nobody else on this machine can
 * connect as the superuser.
 */
function initialize(bin: string, place: PostgresPlace): void {
  fs.mkdirSync(place.dir, { recursive: true, mode: 0o700 });
  const password = crypto.randomBytes(18).toString('base64url');
  // initdb reads the password from a file the postgres user can read; it is removed right after.
  const pwfile = path.join(place.dir, 'initdb-password');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', place.dir]);
  try {
    asPostgres(bin, 'initdb', [
      '-D',
      dataDirOf(place),
      '-U',
      'postgres',
      `--pwfile=${pwfile}`,
      '--auth-local=reject',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`PostgreSQL 数据目录初始化失败（${dataDirOf(place)}）：${output.trim()}`, { cause: error });
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.writeFileSync(passwordFileOf(place), password, { mode: 0o600 });
}

/** The postmaster's pid from its pid file, or null when it does not run on this data folder. */
export function postmasterPid(place: PostgresPlace): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDirOf(place), 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Starts the cluster's PostgreSQL (initializing its folder on the first start) on 127.0.0.1:`port`, with no
 * Unix socket (nothing here needs one, and its path would have to fit 107 bytes), creates the database when
 * missing, and answers its connection string.
 */
export function startPostgres(place: PostgresPlace): string {
  const bin = postgresBin();
  if (!fs.existsSync(path.join(dataDirOf(place), 'PG_VERSION'))) initialize(bin, place);
  const password = fs.readFileSync(passwordFileOf(place), 'utf8').trim();
  if (postmasterPid(place)) throw new Error(`PostgreSQL 已在 ${dataDirOf(place)} 上运行：请先运行 pnpm cluster stop`);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', place.dir]);
  const options = `-c listen_addresses=127.0.0.1 -p ${place.port} -c unix_socket_directories=''`;
  try {
    asPostgres(bin, 'pg_ctl', ['-D', dataDirOf(place), '-l', logOf(place), '-w', '-t', '60', '-o', options, 'start']);
  } catch (error) {
    throw new Error(`PostgreSQL 启动失败（端口 ${place.port}）：\n${tailOf(logOf(place))}`, { cause: error });
  }
  const connection = ['-h', '127.0.0.1', '-p', String(place.port), '-U', 'postgres'];
  const env = { PGPASSWORD: password };
  const exists = asPostgres(
    bin,
    'psql',
    [...connection, '-d', 'postgres', '-tAc', `select 1 from pg_database where datname = '${DATABASE}'`],
    env,
  );
  if (exists.trim() !== '1') asPostgres(bin, 'createdb', [...connection, DATABASE], env);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${place.port}/${DATABASE}`;
}

/**
 * Restarts the cluster's PostgreSQL as an operator would (`pg_ctl restart -m fast`: open sessions are ended with
 * 57P01, every committed write is kept), on the same options. Resolves once it accepts connections again; the
 * caller's event loop runs meanwhile (a test's traffic goes on through the restart).
 */
export async function restartPostgres(place: PostgresPlace): Promise<void> {
  // With its log file, as at start: an inherited pipe would hold pg_ctl's output open as long as PostgreSQL runs.
  const args = ['-D', dataDirOf(place), '-l', logOf(place), '-m', 'fast', '-w', '-t', '60', 'restart'];
  const [file, argv] = postgresCommand(postgresBin(), 'pg_ctl', args);
  await promisify(execFile)(file, argv);
}

/** Stops the cluster's PostgreSQL ("fast": open sessions are ended, every committed write is kept). */
export function stopPostgres(place: PostgresPlace): void {
  if (!postmasterPid(place)) return;
  asPostgres(postgresBin(), 'pg_ctl', ['-D', dataDirOf(place), '-m', 'fast', '-w', '-t', '60', 'stop']);
}
