import type { ChangeEvent } from 'react';

export interface UploadButtonProps {
  label: string;
  /** Shown instead of the label while a file goes up. */
  busyLabel: string;
  busy: boolean;
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** Under the button: the types and size allowed. */
  hint: string;
  onFile: (file: File) => void;
  testId?: string;
}

/**
 * A button that opens the file picker and hands over the one file chosen. The input is emptied at once,
 * so the same file can be chosen again after a refusal.
 */
export function UploadButton({ label, busyLabel, busy, accept, hint, onFile, testId }: UploadButtonProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex w-fit cursor-pointer items-center rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-sky-500">
        {busy ? busyLabel : label}
        <input
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          onChange={choose}
          data-testid={testId}
        />
      </label>
      <span className="text-xs text-slate-500">{hint}</span>
    </div>
  );
}
