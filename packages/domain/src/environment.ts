/** Seed 001 section 7 and 9: environments PROD, PREPROD, SIT chosen from the host name, or an injected global. */
export const ENVIRONMENTS = ['PROD', 'PREPROD', 'SIT', 'LOCAL'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

export const API_BASE_URLS: Record<EnvironmentName, string> = {
  PROD: 'https://api.diyevents.in/api',
  PREPROD: 'https://api.preprod.diyevents.in/api',
  SIT: 'https://api.sit.diyevents.in/api',
  LOCAL: '/api',
};

/** What a page may inject before the app loads (see the app servers' /env.js). */
export interface InjectedConfig {
  apiBaseUrl?: string;
  environment?: EnvironmentName;
}

export function environmentFromHost(hostname: string): EnvironmentName {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.local')) return 'LOCAL';
  if (/(^|[.-])preprod([.-]|$)/.test(host)) return 'PREPROD';
  if (/(^|[.-])(sit|test|qa)([.-]|$)/.test(host)) return 'SIT';
  return 'PROD';
}

/** The API base address: an injected global wins, otherwise the host decides. */
export function resolveApiBase(hostname: string, injected?: InjectedConfig | null): string {
  if (injected?.apiBaseUrl) return injected.apiBaseUrl.replace(/\/$/, '');
  const env = injected?.environment ?? environmentFromHost(hostname);
  return API_BASE_URLS[env];
}
