import { FormattedMessage } from 'react-intl';
import { findEntity } from '@portal/domain';
import { Card } from '@portal/ui';
import { useAuthStore } from '../auth/auth-store';

/**
 * A screen that so far shows only its title and who is signed in where (docs/screens.md lists them).
 * The user, entity and service come from the shared auth store, so the screen also shows that the remote
 * and the host share one store.
 */
export function AreaScreen({ titleId, area }: { titleId: string; area: string }) {
  const user = useAuthStore((state) => state.user);
  const entityId = useAuthStore((state) => state.entityId);
  const rightType = useAuthStore((state) => state.rightType);
  const entity = findEntity(entityId);
  const none = <FormattedMessage id="contract.context.none" />;
  return (
    <div className="flex flex-col gap-4 p-6" data-area={area}>
      <h1 className="text-2xl font-semibold text-slate-900">
        <FormattedMessage id={titleId} />
      </h1>
      <Card className="max-w-xl">
        <dl
          className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm"
          data-testid="signed-in-context"
        >
          <dt className="text-slate-500">
            <FormattedMessage id="contract.context.signedInAs" />
          </dt>
          <dd className="font-medium text-slate-900">
            {user ? `${user.fullName} (${user.userName})` : none}
          </dd>
          <dt className="text-slate-500">
            <FormattedMessage id="contract.context.entity" />
          </dt>
          <dd className="font-medium text-slate-900">{entity ? entity.name : none}</dd>
          <dt className="text-slate-500">
            <FormattedMessage id="contract.context.service" />
          </dt>
          <dd className="font-medium text-slate-900">
            {rightType ? <FormattedMessage id={`contract.rightType.${rightType}`} /> : none}
          </dd>
        </dl>
      </Card>
    </div>
  );
}

/** Route component factory for a titled screen. */
export function titledScreen(titleId: string, area: string) {
  const Screen = () => <AreaScreen titleId={titleId} area={area} />;
  Screen.displayName = `AreaScreen(${titleId})`;
  return Screen;
}
