import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { type UserProfileDetail } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { Alert, Button, Card, Spinner } from '@portal/ui';
import { accountPageApi } from './account-api';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePasswordForm } from './profile-password-form';
import { ProfilePhoto } from './profile-photo';

function ProfileSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold text-slate-800">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </Card>
  );
}

/**
 * The signed-in user's own profile (/userprofile/user-profile/{id}): who they are, photo, details and
 * language, password. Someone else's id goes to /forbidden (admins use the user account screens).
 */
export function UserProfilePage() {
  const intl = useIntl();
  const { id } = useParams();
  const user = useAuthStore((state) => state.user);
  const [profile, setProfile] = useState<UserProfileDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const userId = user?.id;

  useEffect(() => {
    if (userId == null) return;
    let live = true;
    setFailed(false);
    accountPageApi()
      .profile(userId)
      .then((answer) => {
        if (!live) return;
        if (answer.data) setProfile(answer.data);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  if (!user) return <Navigate to="/login" replace />;
  if (id && Number(id) !== user.id) return <Navigate to="/forbidden" replace />;
  const rows: [string, string][] = profile
    ? [
        ['profile.loginName', profile.loginName],
        ['profile.roles', profile.roleNames.join(', ')],
        ['profile.entities', profile.entityNames.join(', ')],
      ]
    : [];

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <FormattedMessage id="profile.title" />
      </h1>
      {failed ? (
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <FormattedMessage id="profile.loadFailed" />
            <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
              <FormattedMessage id="profile.retry" />
            </Button>
          </div>
        </Alert>
      ) : null}
      {!profile && !failed ? <Spinner label={intl.formatMessage({ id: 'profile.loading' })} /> : null}
      {profile ? (
        <>
          <ProfileSection titleId="profile.section.photo">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <ProfilePhoto
                photoUrl={profile.photoUrl}
                onUploaded={(url) => setProfile({ ...profile, photoUrl: url })}
              />
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {rows.map(([labelId, value]) => (
                  <div key={labelId} className="contents">
                    <dt className="text-slate-500">
                      <FormattedMessage id={labelId} />
                    </dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </ProfileSection>
          <ProfileSection titleId="profile.section.details">
            <ProfileDetailsForm profile={profile} onSaved={setProfile} />
          </ProfileSection>
          <ProfileSection titleId="profile.section.password">
            <ProfilePasswordForm loginName={profile.loginName} />
          </ProfileSection>
        </>
      ) : null}
    </main>
  );
}
