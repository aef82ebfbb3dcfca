import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { findEntity } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { Card } from '@portal/ui';

/** The signed-in user's own profile; the full profile editor belongs to the HR area. */
export function UserProfilePage() {
  const { id } = useParams();
  const user = useAuthStore((state) => state.user);
  const entity = findEntity(useAuthStore((state) => state.entityId));
  if (!user) return <Navigate to="/login" replace />;
  if (id && Number(id) !== user.id) return <Navigate to="/forbidden" replace />;
  const rows: [string, string][] = [
    ['profile.loginName', user.userName],
    ['profile.fullName', user.fullName],
    ['profile.roles', user.roles.map((role) => role.roleName).join(', ')],
    ['profile.entity', entity?.name ?? user.entityName],
  ];
  return (
    <main className="mx-auto max-w-2xl p-6">
      <Card>
        <h1 className="mb-4 text-xl font-semibold">
          <FormattedMessage id="profile.title" />
        </h1>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([labelId, value]) => (
            <div key={labelId} className="contents">
              <dt className="text-slate-500">
                <FormattedMessage id={labelId} />
              </dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <Link to="/changepassword" className="mt-6 inline-block text-sm text-sky-800 hover:underline">
          <FormattedMessage id="profile.changePassword" />
        </Link>
      </Card>
    </main>
  );
}
