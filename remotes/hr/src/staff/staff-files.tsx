import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { UploadResult, type StaffFileItem } from '@portal/domain';
import { Button, downloadBlob, showToast } from '@portal/ui';
import type { HrStaffApi } from './staff-api';
import { MAX_UPLOAD_MB } from './staff-photo';

/** Human size of a file: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The staff's attached documents: upload (images and PDF), download as a file, remove. */
export function StaffFiles({
  api,
  staffId,
  files,
  canEdit,
}: {
  api: HrStaffApi;
  staffId: number;
  files: StaffFileItem[];
  canEdit: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [list, setList] = useState(files);
  const [busy, setBusy] = useState(false);
  useEffect(() => setList(files), [files]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await api.attachFile(staffId, file);
      if (answer.result === UploadResult.Success && answer.file) {
        setList((current) => [...current, answer.file!]);
        showToast({ kind: 'success', message: t('hr.staff.files.saved') });
      } else showToast({ kind: 'error', message: answer.message ?? t('hr.upload.failed') });
    } catch {
      showToast({ kind: 'error', message: t('hr.upload.failed') });
    } finally {
      setBusy(false);
    }
  };
  const download = async (file: StaffFileItem) => downloadBlob(await api.fileOf(file.id), file.fileName);
  const remove = async (file: StaffFileItem) => {
    await api.removeFile(file.id);
    setList((current) => current.filter((item) => item.id !== file.id));
    showToast({ kind: 'success', message: t('hr.staff.files.removed') });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="staff-files">
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('hr.staff.files.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
          {list.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <button
                type="button"
                className="mr-auto break-all text-left font-medium text-sky-800 hover:underline"
                aria-label={t('hr.staff.files.download', { name: file.fileName })}
                onClick={() => void download(file)}
              >
                {file.fileName}
              </button>
              <span className="text-xs text-slate-500">{fileSize(file.size)}</span>
              {canEdit ? (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1 !text-xs"
                  aria-label={t('hr.staff.files.remove', { name: file.fileName })}
                  onClick={() => void remove(file)}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <div className="flex flex-col gap-1">
          <label className="inline-flex w-fit cursor-pointer items-center rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-sky-500">
            {busy ? t('hr.upload.uploading') : t('hr.staff.files.upload')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
              className="sr-only"
              disabled={busy}
              onChange={(event) => void choose(event)}
              data-testid="staff-file-input"
            />
          </label>
          <span className="text-xs text-slate-500">{t('hr.staff.files.hint', { size: MAX_UPLOAD_MB })}</span>
        </div>
      ) : null}
    </div>
  );
}
