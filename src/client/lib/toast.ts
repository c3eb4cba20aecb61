import type * as React from 'react';
import { useSyncExternalStore } from 'react';

/** docs/PRODUCT.md: one toast visible at a time, shown 5 s, swipe or close to dismiss. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** docs/PRODUCT.md's default and destructive, plus success and warning (going offline, docs/PRODUCT.md#offline). */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';
export type Toast = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;
/** Set by the first toast: the notification area (Radix Toast) is loaded only once there is something to show. */
let requested = false;

function emit(next: Toast[]) {
  toasts = next;
  for (const l of listeners) l();
}

export function toast(input: Omit<Toast, 'id' | 'open'>): { id: string; dismiss: () => void } {
  requested = true;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `t${counter}`;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // Keep it mounted for the exit animation, then drop it.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id || t.open)), 300);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** True once any toast has been shown in this page's life. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
