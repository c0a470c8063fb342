// The balancer's configuration: one front door per app (organiser, scanner, admin), each sending /api to the API
// processes and everything else to the app hosts of the same processes; a stats page the tests read.

export const APPS = ['organiser', 'scanner', 'admin'] as const;
export type AppName = (typeof APPS)[number];

/** Ports of one API process: its API and its three app hosts. */
export interface ProcessPorts {
  name: string;
  api: number;
  apps: Record<AppName, number>;
}

export interface BalancerPorts {
  apps: Record<AppName, number>;
  stats: number;
}

/**
 * Ports from one base: the balancer's doors at base (organiser), base+1 (scanner), base+2 (admin), its stats at base+3;
 * API process i at base+10+4i with its app hosts on the three ports after it.
 */
export function clusterPorts(base: number, processes: number): { balancer: BalancerPorts; processes: ProcessPorts[] } {
  return {
    balancer: { apps: { organiser: base, scanner: base + 1, admin: base + 2 }, stats: base + 3 },
    processes: Array.from({ length: processes }, (_, i) => {
      const api = base + 10 + 4 * i;
      return { name: `api${i + 1}`, api, apps: { organiser: api + 1, scanner: api + 2, admin: api + 3 } };
    }),
  };
}

/** How often HAProxy asks each process's readiness, and after how many answers it changes its mind. */
export const CHECK = { intervalMs: 1000, fall: 2, rise: 2 } as const;

export function haproxyConfig(balancer: BalancerPorts, processes: ProcessPorts[], host = '127.0.0.1'): string {
  const lines = [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 3s',
    // Live streams (server-sent events) send a heartbeat every 15 s: a minute of silence means the peer is gone.
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 15s',
    '  timeout queue 15s',
    // A connection refused (a process that just died) is tried again on another process.
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    `  default-server inter ${CHECK.intervalMs} fastinter 500 downinter ${CHECK.intervalMs} fall ${CHECK.fall} rise ${CHECK.rise}`,
    '',
    ...APPS.flatMap((app) => [
      `frontend ${app}`,
      `  bind ${host}:${balancer.apps[app]}`,
      '  use_backend api if { path /api } || { path_beg /api/ }',
      `  default_backend ${app}_files`,
      '',
    ]),
    'backend api',
    // Long-lived live streams spread over the processes: each new connection goes to the one with the fewest.
    '  balance leastconn',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready',
    '  http-check expect status 200',
    // Which process answered: for the cluster test and for an operator's curl -i.
    '  http-response set-header x-served-by %[srv_name]',
    ...processes.map((p) => `  server ${p.name} 127.0.0.1:${p.api} check`),
    '',
    ...APPS.flatMap((app) => [
      `backend ${app}_files`,
      '  balance roundrobin',
      '  option httpchk',
      '  http-check send meth GET uri /env.js',
      '  http-check expect status 200',
      ...processes.map((p) => `  server ${p.name} 127.0.0.1:${p.apps[app]} check`),
      '',
    ]),
    'frontend stats',
    `  bind ${host}:${balancer.stats}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 5s',
    '',
  ];
  return lines.join('\n');
}

export interface ServerState {
  backend: string;
  server: string;
  /** UP, DOWN, MAINT, or UP 1/2 style transitions. */
  status: string;
}

/** The stats page as CSV (`/;csv`): each server's state. */
export async function serverStates(statsPort: number): Promise<ServerState[]> {
  const text = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
  const [header, ...rows] = text.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((r) => r.split(','))
    .filter((c) => c[at('svname')] !== 'FRONTEND' && c[at('svname')] !== 'BACKEND')
    .map((c) => ({ backend: c[at('pxname')] ?? '', server: c[at('svname')] ?? '', status: c[at('status')] ?? '' }));
}
