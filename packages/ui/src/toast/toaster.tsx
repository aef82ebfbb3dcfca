import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  TOAST_ANIMATION_MS,
  dismissToast,
  getToasts,
  holdToast,
  releaseToast,
  subscribeToasts,
  type Toast,
  type ToastKind,
} from './toast-store';

const KIND_STYLES: Record<ToastKind, string> = {
  info: 'border-sky-600 bg-sky-50 text-sky-950',
  success: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

function ToastCard({ toast }: { toast: Toast }) {
  // Starts hidden and slides in on the next frame, so the enter animation runs too.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const visible = entered && !toast.leaving;
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <li
      role={urgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      data-testid="toast"
      onClick={() => dismissToast(toast.id)}
      onMouseEnter={() => holdToast(toast.id)}
      onMouseLeave={() => releaseToast(toast.id)}
      style={{ transitionDuration: `${TOAST_ANIMATION_MS}ms` }}
      className={`pointer-events-auto w-80 cursor-pointer rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ring-1 ring-black/5 transition-all ${KIND_STYLES[toast.kind]} ${visible ? 'translate-x-0 opacity-100' : 'translate-x-6 opacity-0'}`}
    >
      {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
      <p className="break-words">{toast.message}</p>
    </li>
  );
}

/** Renders the toasts top-right (below a 48 px header bar), newest on top; a click or tap dismisses one. Mount it once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed top-14 right-3 z-[1000] flex flex-col gap-2"
      data-testid="toaster"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
