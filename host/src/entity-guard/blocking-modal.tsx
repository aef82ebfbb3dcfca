import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from '@portal/ui';

/**
 * A modal that cannot be dismissed (no close on Escape or outside click): the only way on is its action.
 * headlessui traps the focus in it and labels it by its title and message.
 */
export function BlockingModal({
  title,
  children,
  action,
  onAction,
  testId,
}: {
  title: string;
  children: ReactNode;
  action: string;
  onAction(): void;
  testId: string;
}) {
  return (
    <Dialog
      open
      onClose={() => undefined}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      data-testid={testId}
    >
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{children}</Description>
        <div className="mt-6 flex justify-end">
          <Button onClick={onAction} autoFocus>
            {action}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
