/** Toast timings of spec section 9. */
export const TOAST_TIMEOUT_MS = 5000;
/** After the pointer leaves a toast it stays this much longer. */
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const TOAST_ANIMATION_MS = 300;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  kind?: ToastKind;
  title?: string;
  message: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string | null;
  message: string;
  /** Fading out; removed once the animation has run. */
  leaving: boolean;
}

type Listener = () => void;

// Module state: @portal/ui is a shared singleton, so the host and every remote see the same toasts.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function schedule(id: number, delay: number): void {
  clearTimer(id);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), delay),
  );
}

/** Shows a toast on top of the others (unlimited, newest first) and returns its id. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  emit([
    { id, kind: input.kind ?? 'info', title: input.title ?? null, message: input.message, leaving: false },
    ...toasts,
  ]);
  schedule(id, TOAST_TIMEOUT_MS);
  return id;
}

/** Fades the toast out, then removes it. */
export function dismissToast(id: number): void {
  const toast = toasts.find((item) => item.id === id);
  if (!toast || toast.leaving) return;
  clearTimer(id);
  emit(toasts.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_ANIMATION_MS),
  );
}

/** The pointer is over the toast: it stays while it is being read. */
export function holdToast(id: number): void {
  const toast = toasts.find((item) => item.id === id);
  if (toast && !toast.leaving) clearTimer(id);
}

/** The pointer left: the toast goes after the extended timeout. */
export function releaseToast(id: number): void {
  const toast = toasts.find((item) => item.id === id);
  if (toast && !toast.leaving) schedule(id, TOAST_EXTENDED_TIMEOUT_MS);
}

export function clearToasts(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  emit([]);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
