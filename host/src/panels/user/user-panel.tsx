import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { UserType, findEntity } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { HeaderPanel } from '@portal/ui';
import { LanguageSwitch } from '../../layout/language-switch';
import { signOut } from '../../session/sign-in';
import { AboutSection } from '../about/about-section';
import { PushStatus } from '../push/push-status';
import { unsubscribePush } from '../push/web-push';
import { DefaultAvatar } from './default-avatar';
import { useProfilePhoto } from './use-profile-photo';

function Avatar({ src, gender, className }: { src: string | null; gender: 'M' | 'F'; className: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return <DefaultAvatar gender={gender} className={className} />;
  return (
    <img
      src={src}
      alt=""
      className={`${className} rounded-full object-cover`}
      data-testid="profile-photo"
      onError={() => setBroken(true)}
    />
  );
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50';

/**
 * Photo button with the user's menu: profile, change password, language, desktop notifications, about
 * (the builds this page runs), sign out.
 */
export function UserPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const entity = findEntity(useAuthStore((state) => state.entityId));
  const photo = useProfilePhoto(user);
  if (!user) return null;
  // Internal and outsource users change their password elsewhere (spec section 6).
  const canChangePassword = user.usertype !== UserType.InternalUser && user.usertype !== UserType.OutSource;

  const onSignOut = async () => {
    await unsubscribePush(user.id);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <HeaderPanel
      label={intl.formatMessage({ id: 'panels.user.menu' })}
      trigger={<Avatar src={photo.src} gender={photo.gender} className="h-8 w-8" />}
      widthClass="w-72"
      testId="user-panel"
    >
      {(close) => (
        <div>
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
            <Avatar src={photo.src} gender={photo.gender} className="h-12 w-12" />
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="current-user">
                {user.fullName}
              </p>
              <p className="truncate text-xs text-slate-500">
                {user.userName}
                {entity ? ` · ${entity.name}` : ''}
              </p>
            </div>
          </div>
          <nav className="py-1">
            <Link to={`/userprofile/user-profile/${user.id}`} className={itemClass} onClick={close}>
              {intl.formatMessage({ id: 'panels.user.profile' })}
            </Link>
            {canChangePassword ? (
              <Link to="/changepassword" className={itemClass} onClick={close}>
                {intl.formatMessage({ id: 'panels.user.changePassword' })}
              </Link>
            ) : null}
          </nav>
          <div className="space-y-2 border-t border-slate-100 px-4 py-3">
            <LanguageSwitch />
            <PushStatus userId={user.id} />
          </div>
          <AboutSection />
          <div className="border-t border-slate-100 p-2">
            <button
              type="button"
              onClick={onSignOut}
              className="w-full rounded-md px-2 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
            >
              {intl.formatMessage({ id: 'panels.user.signOut' })}
            </button>
          </div>
        </div>
      )}
    </HeaderPanel>
  );
}
