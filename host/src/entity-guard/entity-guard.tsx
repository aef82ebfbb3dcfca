import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { findEntity } from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';
import { Spinner } from '@portal/ui';
import { BlockingModal } from './blocking-modal';

type Access = { entityId: number; accessible: boolean };

/**
 * Spec section 8: on an entity-prefixed route, an unknown entity, or one that differs from the entity the
 * user works in, blocks the page with a modal whose only way on is Switch (to /landing). Whether the other
 * entity is one the user may use decides between "entity changed" and "no access". Nothing of the page
 * renders behind the modal, so no screen asks the server for data of the wrong entity.
 */
export function EntityGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const param = useParams().entity ?? '';
  const user = useAuthStore((state) => state.user);
  const currentId = useAuthStore((state) => state.entityId);
  const urlEntity = /^\d+$/.test(param) ? findEntity(param) : undefined;
  const current = findEntity(currentId);
  const mismatch = !!urlEntity && !!user && current != null && current.id !== urlEntity.id;
  const [access, setAccess] = useState<Access | null>(null);

  useEffect(() => {
    if (!mismatch || !urlEntity) return;
    let live = true;
    const entityId = urlEntity.id;
    userApi()
      .isEntityAccessible(entityId)
      .then(
        (answer) => live && setAccess({ entityId, accessible: answer.isAccessible }),
        (error: unknown) => {
          // Unknown access is treated as none: the modal still only offers Switch, nothing is opened.
          console.error('Entity access could not be checked', error);
          if (live) setAccess({ entityId, accessible: false });
        },
      );
    return () => {
      live = false;
    };
  }, [mismatch, urlEntity]);

  const toLanding = () => navigate('/landing');
  const switchLabel = intl.formatMessage({ id: 'layout.entityGuard.switch' });

  if (!urlEntity)
    return (
      <BlockingModal
        testId="entity-not-found"
        title={intl.formatMessage({ id: 'layout.entityGuard.notFound.title' })}
        action={switchLabel}
        onAction={toLanding}
      >
        {intl.formatMessage({ id: 'layout.entityGuard.notFound.message' }, { entity: param })}
      </BlockingModal>
    );
  if (!mismatch) return <>{children}</>;
  if (access?.entityId !== urlEntity.id)
    return <Spinner label={intl.formatMessage({ id: 'layout.entityGuard.checking' })} />;
  const values = { urlEntity: urlEntity.name, currentEntity: current!.name };
  const kind = access.accessible ? 'changed' : 'noAccess';
  return (
    <BlockingModal
      testId={access.accessible ? 'entity-changed' : 'entity-no-access'}
      title={intl.formatMessage({ id: `layout.entityGuard.${kind}.title` })}
      action={switchLabel}
      onAction={toLanding}
    >
      {intl.formatMessage({ id: `layout.entityGuard.${kind}.message` }, values)}
    </BlockingModal>
  );
}
