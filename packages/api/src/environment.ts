import { resolveApiBase, type InjectedConfig } from '@diy/domain';

declare global {
  interface Window {
    /** Injected by the page (the app servers answer /env.js) before the bundle runs. */
    __DIY_CONFIG__?: InjectedConfig;
  }
}

let override: string | null = null;

/** Tests and non-browser hosts set the base address directly. */
export function setApiBaseUrl(url: string | null): void {
  override = url;
}

/** The API base address for this page: an injected global wins, otherwise the host name decides. */
export function apiBaseUrl(): string {
  if (override) return override;
  if (typeof window === 'undefined') return 'http://localhost:4000/api';
  return resolveApiBase(window.location.hostname, window.__DIY_CONFIG__);
}
