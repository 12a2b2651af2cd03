import fs from 'node:fs';
import path from 'node:path';

/** The data directory is held by another live process (a server, or a command such as db:backup). */
export class DataDirInUseError extends Error {}

/**
 * One process per embedded data directory: PGlite has no lock of its own, and a second process writing the
 * same folder silently loses data. The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `数据目录 ${dir} 正被进程 ${owner} 使用：内嵌数据库同一时间只能由一个服务进程打开。请先停止该进程，或用 DATA_DIR 指定另一个目录。`,
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`无法锁定数据目录 ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
