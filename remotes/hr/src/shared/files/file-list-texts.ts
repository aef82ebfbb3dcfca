import type { IntlShape } from 'react-intl';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import type { FileListTexts } from '@portal/ui';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** What the staff files and receipts take: images and PDF. */
export const UPLOADABLE_FILES = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';
export const UPLOADABLE_IMAGES = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * A file list's words from `<prefix>.` (none, upload, hint, saved, removed, download, remove,
 * downloadFailed) and HR's shared upload texts; `hint` takes the size and any other values.
 */
export function fileListTexts(
  intl: IntlShape,
  prefix: string,
  hintValues: Record<string, number> = {},
): FileListTexts {
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${prefix}.${key}` }, values);
  return {
    none: t('none'),
    download: (name) => t('download', { name }),
    remove: (name) => t('remove', { name }),
    upload: t('upload'),
    uploading: intl.formatMessage({ id: 'hr.upload.uploading' }),
    hint: t('hint', { size: MAX_UPLOAD_MB, ...hintValues }),
    saved: t('saved'),
    removed: t('removed'),
    uploadFailed: intl.formatMessage({ id: 'hr.upload.failed' }),
    downloadFailed: t('downloadFailed'),
    removeFailed: intl.formatMessage({ id: 'kit.edit.failed' }),
  };
}
