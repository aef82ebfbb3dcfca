import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_ENTITIES, dashboardPath, findEntity, type RightType } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { useActiveMenuStore } from './active-menu';
import { RightTypeIcon } from './right-type-icon';
import { isLearnMore, useRightTypes } from './use-right-types';
import { useLinkEntityId } from './use-shell-context';

/**
 * The service-type switcher of the side navigation and the drawer: only the accessible right types can be
 * chosen; a service the user lacks links to the entity's site instead (spec sections 2 and 6).
 */
export function ServiceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const current = useAuthStore((state) => state.rightType);
  const entityId = useLinkEntityId();
  const choices = useRightTypes();
  const entity = findEntity(entityId) ?? BUSINESS_ENTITIES[0]!;
  if (!user) return null;

  const choose = (rightType: RightType) => {
    if (entityId == null) return;
    useAuthStore.getState().selectRightType(rightType);
    useActiveMenuStore.getState().setActive(null);
    onNavigate?.();
    navigate(dashboardPath(user, entityId, rightType));
  };
  const name = (id: RightType) => intl.formatMessage({ id: `contract.rightType.${id}` });

  return (
    <section aria-labelledby="service-switcher-title" className="flex flex-col gap-1">
      <h2
        id="service-switcher-title"
        className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        <FormattedMessage id="layout.services.title" />
      </h2>
      <ul className="flex flex-col gap-0.5" data-testid="service-switcher">
        {choices
          .filter((choice) => choice.accessible)
          .map((choice) => {
            const selected = choice.id === current;
            return (
              <li key={choice.id}>
                <button
                  type="button"
                  onClick={() => choose(choice.id)}
                  disabled={entityId == null}
                  aria-current={selected ? 'true' : undefined}
                  className={`flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50 ${selected ? 'bg-sky-100 font-semibold text-sky-900' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  <RightTypeIcon rightType={choice.id} />
                  {name(choice.id)}
                </button>
              </li>
            );
          })}
        {choices.filter(isLearnMore).map((choice) => (
          <li key={choice.id}>
            <a
              href={entity.learnMoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={intl.formatMessage({ id: 'layout.services.learnMoreHint' }, { entity: entity.name })}
              className="flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <RightTypeIcon rightType={choice.id} muted />
              <FormattedMessage id="layout.services.learnMore" values={{ service: name(choice.id) }} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
