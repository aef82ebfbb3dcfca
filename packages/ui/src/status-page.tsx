import type { ReactNode } from 'react';

/** Full-page message used by the error, forbidden and fallback screens. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
      {code ? <p className="text-5xl font-bold text-sky-700">{code}</p> : null}
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children ? <div className="text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-2 flex gap-3">{actions}</div> : null}
    </main>
  );
}
