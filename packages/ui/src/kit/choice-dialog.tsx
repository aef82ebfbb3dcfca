import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { Button } from '../button';

export interface DialogChoice<Value extends string> {
  value: Value;
  label: string;
  /** A destructive answer gets a red button. */
  danger?: boolean;
}

export interface ChoiceDialogProps<Value extends string> {
  open: boolean;
  title: string;
  body: string;
  /** The answers, in the order shown after Cancel. */
  choices: readonly DialogChoice<Value>[];
  cancelLabel: string;
  onChoose: (value: Value) => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A modal question with more than one answer besides Cancel ("only this year" or "every year");
 * Escape and a click outside mean cancel.
 */
export function ChoiceDialog<Value extends string>({
  open,
  title,
  body,
  choices,
  cancelLabel,
  onChoose,
  onCancel,
  busy = false,
}: ChoiceDialogProps<Value>) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-600">{body}</Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice.value}
              className={choice.danger ? '!bg-red-700 hover:!bg-red-800' : ''}
              onClick={() => onChoose(choice.value)}
              disabled={busy}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
