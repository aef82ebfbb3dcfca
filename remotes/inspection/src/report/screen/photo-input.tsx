import { useId, useState } from 'react';
import { showToast } from '@portal/ui';
import { photoFileName, resizePhoto } from './resize-photo';
import { useReportText } from './use-report-text';

/**
 * "Add a photo": the phone's camera (capture="environment") or a file; each picture is resized here and
 * handed over as a JPEG.
 */
export function PhotoInput({
  label,
  onPhoto,
}: {
  label: string;
  onPhoto: (photo: Blob, fileName: string) => Promise<void>;
}) {
  const t = useReportText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const take = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        try {
          await onPhoto(await resizePhoto(file), photoFileName(file));
        } catch {
          showToast({ kind: 'error', message: t('photoFailed') });
        }
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        aria-label={label}
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => {
          const files = event.target.files;
          void take(files).finally(() => (event.target.value = ''));
        }}
      />
      <label
        htmlFor={id}
        className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-slate-300 text-center text-xs font-medium text-sky-800 hover:bg-sky-50 peer-focus-visible:ring-2 peer-focus-visible:ring-sky-500"
      >
        <span aria-hidden className="text-2xl leading-none">
          📷
        </span>
        <span aria-hidden>{t('addPhoto')}</span>
      </label>
    </div>
  );
}
