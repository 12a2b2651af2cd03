import fs from 'node:fs';

/**
 * A process the cluster started, named so that it can be told apart from whatever later reuses its pid: `stop`
 * may run long after `start` (from another shell, after a reboot), and must never signal someone else's process.
 */
export type ProcessRef = { pid: number; startedAt: string };

/** When the process with this pid started (field 22 of /proc/<pid>/stat, clock ticks since boot), or null. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function refOf(pid: number): ProcessRef {
  return { pid, startedAt: startTimeOf(pid) ?? '' };
}

/** Whether the process is still the one that was started (not gone, not a zombie, not a reused pid). */
export function isRunning(ref: ProcessRef | null | undefined): boolean {
  if (!ref) return false;
  try {
    const stat = fs.readFileSync(`/proc/${ref.pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
  } catch {
    return false;
  }
  return startTimeOf(ref.pid) === ref.startedAt;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the process has ended; answers false when it still runs after `timeoutMs`. */
export async function waitGone(ref: ProcessRef, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isRunning(ref)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Asks a process to end with `signal` and waits `graceMs` for it; one that is still there is killed (SIGKILL).
 * Answers whether it ended by itself.
 */
export async function endProcess(ref: ProcessRef, signal: NodeJS.Signals, graceMs: number): Promise<boolean> {
  if (!isRunning(ref)) return true;
  process.kill(ref.pid, signal);
  if (await waitGone(ref, graceMs)) return true;
  if (isRunning(ref)) process.kill(ref.pid, 'SIGKILL');
  await waitGone(ref, 5_000);
  return false;
}

/** The last lines of a log file, for a message about a process that failed. */
export function tailOf(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
