import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { findEntity } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { Button } from '@portal/ui';
import { signOut } from '../session/sign-in';
import { LanguageSwitch } from './language-switch';

/** The frame around signed-in screens: brand, entity, language, user and sign-out. */
export function AppFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const entity = findEntity(useAuthStore((state) => state.entityId));
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center gap-4 bg-sky-900 px-4 py-2 text-white shadow">
        <Link to="/landing" className="text-lg font-semibold tracking-tight">
          <FormattedMessage id="app.name" />
        </Link>
        {entity ? (
          <span className="rounded bg-sky-800 px-2 py-0.5 text-xs" data-testid="current-entity">
            {entity.name}
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          <div className="rounded bg-white/95 px-1">
            <LanguageSwitch />
          </div>
          {user ? (
            <Link
              to={`/userprofile/user-profile/${user.id}`}
              className="text-sm hover:underline"
              data-testid="current-user"
            >
              {user.fullName}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            className="!px-3 !py-1"
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            <FormattedMessage id="header.signOut" />
          </Button>
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
