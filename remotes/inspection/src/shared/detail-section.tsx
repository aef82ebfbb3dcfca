import type { ReactNode } from 'react';

/** A titled card of the detail screen. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}
