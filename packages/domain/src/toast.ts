/** Toast types and durations. Seed 001 section 9: error 6000 ms, info 2000 ms, default 3000 ms.
 *  Seed 000 section 9: status toast 5000 ms, inventory toast 7000 ms. Toast width 350 px on desktop. */
export const TOAST_TYPES = ['default', 'success', 'info', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const DEFAULT_TOAST_TIMEOUT_MS = 3000;
export const ERROR_TOAST_TIMEOUT_MS = 6000;
export const INFO_TOAST_TIMEOUT_MS = 2000;
export const STATUS_TOAST_TIMEOUT_MS = 5000;
export const INVENTORY_TOAST_TIMEOUT_MS = 7000;
export const TOAST_WIDTH_DESKTOP_PX = 350;

export function toastTimeout(type: ToastType): number {
  if (type === 'error') return ERROR_TOAST_TIMEOUT_MS;
  if (type === 'info') return INFO_TOAST_TIMEOUT_MS;
  return DEFAULT_TOAST_TIMEOUT_MS;
}

/** Seed 000 section 3: Toast { type, show, data, persists, timeout }. */
export interface Toast {
  type: ToastType;
  show: boolean;
  data: string;
  persists: boolean;
  timeout: number;
}

export const LOGOUT_CONFIRM = {
  title: 'Are you sure?',
  text: 'You will be logged out of your account',
  yes: 'Yes',
  no: 'No',
} as const;
