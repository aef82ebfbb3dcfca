import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface HeaderPanelProps {
  /** Accessible name of the button that opens the panel. */
  label: string;
  /** What the button shows (an icon, a photo). */
  trigger: ReactNode;
  /** A count on the button; nothing is drawn for 0 or null. */
  badge?: number | null;
  /**
   * The button's accessible name while the badge shows a count, given the count as drawn ("4", "99+").
   * It must contain that count (WCAG 2.5.3, label in name: a speech user says what is seen). Default:
   * `label (count)`.
   */
  badgeLabel?(shown: string): string;
  /** Called with true when the panel opens and false when it closes. */
  onOpenChange?(open: boolean): void;
  /** Panel content; rendered only while open, so it loads when opened. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Width class of the panel (tailwind). */
  widthClass?: string;
  testId?: string;
}

/** Header button with a drop-down panel: opens on click, closes on a click outside, Escape or the button. */
export function HeaderPanel({
  label,
  trigger,
  badge,
  badgeLabel,
  onOpenChange,
  children,
  widthClass = 'w-96',
  testId,
}: HeaderPanelProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const changed = useRef(onOpenChange);
  changed.current = onOpenChange;
  const shown = badge ? (badge > 99 ? '99+' : String(badge)) : null;
  const name = shown == null ? label : badgeLabel ? badgeLabel(shown) : `${label} (${shown})`;

  const toggle = (next: boolean) => {
    setOpen(next);
    changed.current?.(next);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) toggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => toggle(!open)}
        className="relative flex h-9 w-9 items-center justify-center rounded-full text-white hover:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {trigger}
        {shown != null ? (
          <span
            aria-hidden="true"
            data-testid={testId ? `${testId}-badge` : undefined}
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {shown}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={label}
          className={`absolute top-11 right-0 z-50 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg bg-white text-slate-800 shadow-xl ring-1 ring-slate-200 ${widthClass}`}
        >
          {typeof children === 'function' ? children(() => toggle(false)) : children}
        </div>
      ) : null}
    </div>
  );
}
