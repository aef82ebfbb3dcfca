import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavigationPanel } from './side-nav';

/** The drawer of small screens: the same service switcher and menu tree as the side bar. */
export function Drawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw]">
        <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white shadow-xl" data-testid="drawer">
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
            <DialogTitle className="text-base font-semibold text-slate-900">
              <FormattedMessage id="layout.drawer.title" />
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'layout.drawer.close' })}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
            >
              <svg viewBox="0 0 20 20" aria-hidden className="h-5 w-5 fill-none stroke-current stroke-2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </button>
          </div>
          <NavigationPanel idPrefix="drawer" onNavigate={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
