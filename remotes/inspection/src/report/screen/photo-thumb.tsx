import { useEffect, useState } from 'react';
import type { DraftPhoto } from '../offline/draft-merge';
import { useReportText } from './use-report-text';

/**
 * A photo's thumbnail: a waiting one from this device's bytes, an uploaded one read with the signed-in
 * client (the photo URL needs the usual headers, so an <img src> alone cannot load it).
 */
export function PhotoThumb({
  photo,
  alt,
  load,
  onRemove,
}: {
  photo: DraftPhoto;
  alt: string;
  /** The photo's bytes (from the device or the server). */
  load: (photo: DraftPhoto) => Promise<Blob | null>;
  onRemove?: () => void;
}) {
  const t = useReportText();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    load(photo)
      .then((blob) => {
        if (!live || !blob || typeof URL.createObjectURL !== 'function') return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // The bytes of one id never change: a photo shown from the device stays so once uploaded (no second
    // download on a slow connection).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo.id]);
  return (
    <li className="relative flex h-24 w-24 flex-col overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200">
      {url ? (
        <img src={url} alt={alt} className="h-full w-full object-cover" />
      ) : (
        <span role="img" aria-label={alt} className="m-auto px-1 text-center text-xs text-slate-500">
          {failed ? t('photoFailed') : '…'}
        </span>
      )}
      {photo.pending ? (
        <span className="absolute inset-x-0 bottom-0 bg-amber-100/90 px-1 text-center text-[10px] font-medium text-amber-900">
          {t('photoWaiting')}
        </span>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('removePhoto')}
          className="absolute right-0 top-0 flex h-8 w-8 items-center justify-center rounded-bl-md bg-white/90 text-red-800 hover:bg-white"
        >
          ×
        </button>
      ) : null}
    </li>
  );
}
