import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-2">
      <h2 className="border-b border-slate-100 pb-1 text-base font-semibold text-slate-800 md:col-span-2">
        {intl.formatMessage({ id: titleId })}
      </h2>
      {children}
    </section>
  );
}
