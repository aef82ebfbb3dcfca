import type { ReactNode } from 'react';
import { Card } from '@portal/ui';
import { LanguageSwitch } from '../layout/language-switch';

/** The signed-out pages' frame (as the sign-in page): language switch, one centred card. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-sky-50 to-slate-100 p-6">
      <div className="absolute right-4 top-4">
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}
