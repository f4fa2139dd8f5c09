import { create } from 'zustand';
import { DURATIONS } from '@/lib/spec-constants';

/**
 * Toasts of 000 §8: exactly five types (CHROME-22). One toast shows at a
 * time; a new one replaces the current. Durations follow CHROME-23/24.
 */

export const TOAST_TYPES = ['info', 'success', 'fail', 'offline', 'loading'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

interface Toast {
  readonly id: number;
  readonly type: ToastType;
  /** Catalogue key (common namespace unless ns-prefixed "ns:key"). */
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** null: stays until hidden. */
  readonly durationMs: number | null;
}

interface ToastOptions {
  readonly values?: Readonly<Record<string, string | number>>;
  /** For non-loading toasts; default 1.5 s. */
  readonly durationMs?: number;
  /** For loading toasts: the stated maximum; 9999 means "until hidden" (CHROME-24). */
  readonly maxMs?: number;
}

interface ToastState {
  readonly current: Toast | null;
}

export const useToastStore = create<ToastState>(() => ({ current: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

/** The time a toast stays, or null for "until hidden". */
export function toastDuration(type: ToastType, options: ToastOptions = {}): number | null {
  if (type === 'loading') {
    const max = options.maxMs ?? DURATIONS.loadingUntilHidden;
    return max === DURATIONS.loadingUntilHidden ? null : max;
  }
  return options.durationMs ?? DURATIONS.toastDefault;
}

export function showToast(type: ToastType, messageKey: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const durationMs = toastDuration(type, options);
  if (timer) clearTimeout(timer);
  timer = null;
  useToastStore.setState({ current: { id, type, messageKey, values: options.values, durationMs } });
  if (durationMs !== null) timer = setTimeout(() => hideToast(id), durationMs);
  return id;
}

/** Hides the toast with this id (or any toast when no id), if it is still showing. */
export function hideToast(id?: number): void {
  const current = useToastStore.getState().current;
  if (!current || (id !== undefined && current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = null;
  useToastStore.setState({ current: null });
}

export const toast = {
  info: (key: string, options?: ToastOptions) => showToast('info', key, options),
  success: (key: string, options?: ToastOptions) => showToast('success', key, options),
  fail: (key: string, options?: ToastOptions) => showToast('fail', key, options),
  offline: (key: string, options?: ToastOptions) => showToast('offline', key, options),
  loading: (key: string, options?: ToastOptions) => showToast('loading', key, options),
  hide: hideToast,
};
