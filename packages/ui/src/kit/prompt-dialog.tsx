import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../button';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** Label of the text box (its accessible name). */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  maxLength: number;
  /** The text's error in the caller's language, or null when it may be sent (checked on confirm). */
  validate: (text: string) => string | null;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  /** A refusing answer (reject, return) gets a red button. */
  danger?: boolean;
  busy?: boolean;
}

/** A modal question that needs a written answer (a rejection's reason); Escape and a click outside cancel. */
export function PromptDialog({
  open,
  title,
  label,
  confirmLabel,
  cancelLabel,
  maxLength,
  validate,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: PromptDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  useEffect(() => {
    // Each opening starts empty.
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);
  const confirm = () => {
    const problem = validate(text);
    setError(problem);
    if (!problem) onConfirm(text.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <DialogPanel className="relative flex w-full max-w-md flex-col gap-3 rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <textarea
          id={inputId}
          rows={4}
          maxLength={maxLength}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          className={`rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button className={danger ? '!bg-red-700 hover:!bg-red-800' : ''} onClick={confirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
