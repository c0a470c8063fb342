// CPU accounting for the benches (Linux /proc): the CPU time of the server process, of the bench database's PostgreSQL
// backends (and the WAL writer), of the load generator itself, and how much of the machine stayed idle. CPU time, unlike
// latency, holds up on a shared machine: a figure per request does not grow much with what else runs.
import { readdirSync, readFileSync } from 'node:fs';

/** The pids of the running processes (Linux /proc; none elsewhere). */
export function pids(): number[] {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  } catch {
    return [];
  }
}

/** One process's CPU seconds so far (user + system, from /proc/<pid>/stat) with its name and command line; null when gone. */
export function processCpu(pid: number): { comm: string; cmdline: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), cmdline, seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) used so far by the processes whose pid passes `pick` (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pick: (pid: number, cmdline: string) => boolean): number {
  let seconds = 0;
  for (const pid of pids()) {
    const p = processCpu(pid);
    if (p && pick(pid, p.cmdline)) seconds += p.seconds;
  }
  return seconds;
}
/** The machine's CPU time so far: all of it and the idle part (Linux /proc/stat, in ticks; zeros elsewhere). */
export function machineTicks(): { total: number; idle: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return { total: 0, idle: 0 };
  }
}

/** The share of the machine (percent) that stayed idle since `start` (a machineTicks() reading). */
export function idlePercentSince(start: { total: number; idle: number }): number {
  const now = machineTicks();
  return now.total > start.total ? Math.round((100 * (now.idle - start.idle)) / (now.total - start.total)) : 0;
}

/** Where the CPU of a run went: the server, PostgreSQL (the bench database's backends and the WAL writer), this
 * generator; and how much of the machine stayed idle. */
export interface Cpu {
  server: number;
  postgres: number;
  generator: number;
  idlePercent: number;
}
export async function withCpu<T>(serverPid: number, database: string, work: () => Promise<T>): Promise<Cpu & { result: T }> {
  const server = () => cpuSeconds((pid) => pid === serverPid);
  const postgres = () => cpuSeconds((_pid, cmd) => cmd.startsWith('postgres: ') && (cmd.includes(` ${database} `) || cmd.includes('walwriter')));
  const generator = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const before = [server(), postgres(), generator()] as const;
  const machine = machineTicks();
  const result = await work();
  const idlePercent = idlePercentSince(machine);
  return { result, server: server() - before[0], postgres: postgres() - before[1], generator: generator() - before[2], idlePercent };
}
