import fs from 'node:fs';

/**
 * How fast the machine was while a part ran, so that two runs' numbers can be read side by side. The same code
 * and the same bench, half an hour apart, have given a cold deep link of 717–912 ms and then 903–1298 ms at the
 * same load average: this virtual machine shares its cores, and its speed moves with its neighbours. A part
 * records a fixed piece of work timed before and after it, and the share of CPU time the host took from this
 * machine meanwhile (the `steal` of /proc/stat).
 */
export type Pace = {
  /** The fixed work's median time before the part, in ms. */
  beforeMs: number;
  /** The same after the part. */
  afterMs: number;
  /** CPU time the host gave to others while the part ran, as a share of this machine's CPU time. */
  stolenShare: number;
};

/** Rows the fixed work builds, serialises, parses and sorts: 47–83 ms on this machine, moving within minutes. */
const ROWS = 20_000;
/** Timed runs, after two that warm the JIT; the median is the answer. */
const RUNS = 7;

/** One pass of the fixed work: what a server and a page do most (objects, JSON, strings, a sort), in ms. */
function fixedWorkOnce(): number {
  const started = performance.now();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: i,
    name: `客户${(i * 7919) % ROWS}`,
    phone: `138${String(i).padStart(8, '0')}`,
    amount: ((i * 31) % 9973) / 7,
  }));
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
  parsed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  let checksum = 0;
  for (const row of parsed) checksum += row.phone.replace(/\d{4}$/, '****').length + Math.round(row.amount);
  if (checksum < 0) throw new Error('unreachable: the checksum keeps the work from being optimised away');
  return performance.now() - started;
}

/** The fixed work's median time now, in ms. */
export function fixedWorkMs(): number {
  const times = Array.from({ length: RUNS + 2 }, fixedWorkOnce)
    .slice(2)
    .sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** All CPU time and the stolen part of it since boot, in clock ticks (the first line of /proc/stat). */
export function cpuTicks(stat = fs.readFileSync('/proc/stat', 'utf8')): { total: number; stolen: number } {
  const fields = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is inside user already.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, stolen: fields[7] ?? 0 };
}

/** Starts watching the machine: call the answer when the part has ended. */
export function watchPace(): () => Pace {
  const beforeMs = fixedWorkMs();
  const ticks = cpuTicks();
  return () => {
    const now = cpuTicks();
    const total = now.total - ticks.total;
    return {
      beforeMs,
      afterMs: fixedWorkMs(),
      stolenShare: total > 0 ? (now.stolen - ticks.stolen) / total : 0,
    };
  };
}

/** The pace as RESULTS.md prints it beside a part's date. */
export function describePace(pace: Pace): string {
  return (
    `机器快慢：固定计算 ${pace.beforeMs.toFixed(0)} ms → ${pace.afterMs.toFixed(0)} ms（开始 → 结束）` +
    `，宿主机占用 ${(pace.stolenShare * 100).toFixed(1)}% 的 CPU 时间`
  );
}
