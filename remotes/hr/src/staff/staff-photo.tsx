import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { UploadResult } from '@portal/domain';
import { showToast, UploadButton } from '@portal/ui';
import { MAX_UPLOAD_MB, UPLOADABLE_IMAGES } from '../shared/files/file-list-texts';
import type { HrStaffApi } from './staff-api';

/** Shows a protected image (it needs the token, so it is fetched and shown as a blob). */
export function useProtectedImage(api: HrStaffApi, url: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    api
      .file(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url]);
  return src;
}

/** The staff photo with its upload: the new photo shows at once (no form save needed). */
export function StaffPhoto({
  api,
  staffId,
  photoUrl,
  name,
  canEdit,
}: {
  api: HrStaffApi;
  staffId: number;
  photoUrl: string | null;
  name: string;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [url, setUrl] = useState(photoUrl);
  const [busy, setBusy] = useState(false);
  useEffect(() => setUrl(photoUrl), [photoUrl]);
  const src = useProtectedImage(api, url);

  const choose = async (file: File) => {
    setBusy(true);
    try {
      const answer = await api.uploadPhoto(staffId, file);
      if (answer.result === UploadResult.Success && answer.fileUrl) {
        setUrl(answer.fileUrl);
        showToast({ kind: 'success', message: t('hr.staff.photo.saved') });
      } else showToast({ kind: 'error', message: answer.message ?? t('hr.upload.failed') });
    } catch {
      showToast({ kind: 'error', message: t('hr.upload.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-xs text-slate-600 ring-1 ring-slate-200">
        {src ? (
          <img
            src={src}
            alt={t('hr.staff.photo.alt', { name })}
            className="h-full w-full object-cover"
            data-testid="staff-photo"
          />
        ) : (
          t('hr.staff.photo.none')
        )}
      </div>
      {canEdit ? (
        <UploadButton
          label={t('hr.staff.photo.upload')}
          busyLabel={t('hr.upload.uploading')}
          busy={busy}
          accept={UPLOADABLE_IMAGES}
          hint={t('hr.staff.photo.hint', { size: MAX_UPLOAD_MB })}
          onFile={(file) => void choose(file)}
          testId="staff-photo-input"
        />
      ) : null}
    </div>
  );
}
