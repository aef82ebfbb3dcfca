import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_UPLOAD_BYTES, UploadResult } from '@portal/domain';
import { Button, showToast } from '@portal/ui';
import { DefaultAvatar } from '../panels/user/default-avatar';
import { accountPageApi } from './account-api';

/** The photo is protected (it needs the token), so it is fetched and shown from a blob URL. */
function usePhotoBlob(url: string | null, version: number): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    accountPageApi()
      .photo(url)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setSrc(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, version]);
  return src;
}

/** One's own photo with the button that replaces it (an image, up to MAX_UPLOAD_BYTES). */
export function ProfilePhoto({
  photoUrl,
  onUploaded,
}: {
  photoUrl: string | null;
  onUploaded(url: string): void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const src = usePhotoBlob(photoUrl, version);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await accountPageApi().uploadPhoto(file);
      if (answer.result === UploadResult.Success && answer.fileUrl) {
        onUploaded(answer.fileUrl);
        setVersion((value) => value + 1);
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'profile.photo.saved' }) });
      } else
        showToast({
          kind: 'error',
          message: answer.message ?? intl.formatMessage({ id: 'profile.photo.failed' }),
        });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'profile.photo.failed' }) });
    }
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      {src ? (
        <img
          src={src}
          alt={intl.formatMessage({ id: 'profile.photo.alt' })}
          className="h-24 w-24 rounded-full object-cover ring-1 ring-slate-200"
          data-testid="profile-page-photo"
        />
      ) : (
        <DefaultAvatar gender="M" className="h-24 w-24" />
      )}
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="hidden"
          onChange={(event) => void choose(event)}
          data-testid="profile-photo-input"
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
          <FormattedMessage id="profile.photo.change" />
        </Button>
        <p className="text-xs text-slate-500">
          <FormattedMessage id="profile.photo.hint" values={{ mb: MAX_UPLOAD_BYTES / 1024 / 1024 }} />
        </p>
      </div>
    </div>
  );
}
