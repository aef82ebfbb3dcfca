import imageCompression from 'browser-image-compression';
import { REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_MAX_EDGE } from '@portal/domain';

/**
 * A phone's photo (often 4000 px and 5 MB) made at most REPORT_PHOTO_MAX_EDGE on its longer side and under
 * REPORT_PHOTO_MAX_BYTES, as a JPEG, before it is kept or uploaded: a factory's connection carries a few
 * hundred kB, not megabytes. On the page's own thread: the library's worker loads its code from a CDN,
 * which an offline phone cannot reach.
 */
export function resizePhoto(file: File): Promise<Blob> {
  return imageCompression(file, {
    maxWidthOrHeight: REPORT_PHOTO_MAX_EDGE,
    maxSizeMB: REPORT_PHOTO_MAX_BYTES / (1024 * 1024),
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.82,
  });
}

/** The uploaded file's name: the original's, as a .jpg. */
export const photoFileName = (file: File) => `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
