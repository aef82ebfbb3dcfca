import { useEffect, useState } from 'react';
import { UserType, type CurrentUser } from '@portal/domain';
import { headerApi } from '../work-items/panel-api';

export interface ProfilePhoto {
  /** An image URL, or null: draw the default avatar. */
  src: string | null;
  gender: 'M' | 'F';
}

/** Same-origin API paths need the bearer token an <img> cannot send: they are fetched and shown as a blob. */
async function displayable(url: string): Promise<{ src: string; revoke?: () => void }> {
  const absolute = new URL(url, window.location.origin);
  if (absolute.origin !== window.location.origin || !absolute.pathname.toLowerCase().startsWith('/api/'))
    return { src: url };
  const blob = await headerApi().file(`${absolute.pathname}${absolute.search}`);
  const src = URL.createObjectURL(blob);
  return { src, revoke: () => URL.revokeObjectURL(src) };
}

/**
 * Internal and outsource users: the HR gender/photo lookup, the photo when there is one, else the default
 * avatar of their gender. Other users: the profile summary's image, else the default avatar. Any failure
 * falls back to the default avatar (spec sections 6 and 8).
 */
export function useProfilePhoto(user: CurrentUser | null): ProfilePhoto {
  const [photo, setPhoto] = useState<ProfilePhoto>({ src: null, gender: 'M' });
  const userId = user?.id;
  const staffUser = user?.usertype === UserType.InternalUser || user?.usertype === UserType.OutSource;
  useEffect(() => {
    if (userId == null) return;
    let cancelled = false;
    let revoke: (() => void) | undefined;
    setPhoto({ src: null, gender: 'M' });
    const load = async () => {
      let gender: 'M' | 'F' = 'M';
      try {
        let url: string | null = null;
        if (staffUser) {
          const answer = await headerApi().userGender();
          gender = answer.gender?.toUpperCase().startsWith('F') ? 'F' : 'M';
          if (answer.isPhotovailable && answer.fileUrl) url = answer.fileUrl;
        } else {
          const answer = await headerApi().profileSummary(userId);
          url = answer.data?.profileImageUrl ?? null;
        }
        if (cancelled) return;
        setPhoto({ src: null, gender });
        if (!url) return;
        const shown = await displayable(url);
        revoke = shown.revoke;
        if (cancelled) revoke?.();
        else setPhoto({ src: shown.src, gender });
      } catch (error) {
        console.error('Profile photo lookup failed', error);
        if (!cancelled) setPhoto({ src: null, gender });
      }
    };
    void load();
    return () => {
      cancelled = true;
      revoke?.();
    };
  }, [userId, staffUser]);
  return photo;
}
