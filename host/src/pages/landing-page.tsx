import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { dashboardPath, type EntityAccessItem, type RightType, type RightTypeItem } from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';
import { Alert, Button, Card, Spinner } from '@portal/ui';

type Choices = { entities: EntityAccessItem[]; rightTypes: RightTypeItem[] };

function ChoiceGroup<T extends number>({
  legendId,
  name,
  options,
  value,
  onChange,
}: {
  legendId: string;
  name: string;
  options: { id: T; label: string }[];
  value: T | null;
  onChange(id: T): void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${value === option.id ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="radio"
              name={name}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /landing: choose the entity and the service (right type) among those the user may use. */
export function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const storedEntity = useAuthStore((state) => state.entityId);
  const storedRightType = useAuthStore((state) => state.rightType);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [failed, setFailed] = useState(false);
  const [entityId, setEntityId] = useState<number | null>(null);
  const [rightType, setRightType] = useState<RightType | null>(null);

  const load = useCallback(async () => {
    if (!user) return;
    setFailed(false);
    try {
      const [entities, rightTypes] = await Promise.all([
        userApi().entityAccess(user.id),
        userApi().rightTypeList(),
      ]);
      const accessible = rightTypes.rightTypeList.filter((item) => item.userHasAccess);
      setChoices({ entities, rightTypes: accessible });
      setEntityId(
        entities.find((e) => e.id === storedEntity)?.id ?? (entities.length === 1 ? entities[0]!.id : null),
      );
      setRightType(
        accessible.find((r) => r.id === storedRightType)?.id ??
          (accessible.length === 1 ? accessible[0]!.id : null),
      );
    } catch {
      setFailed(true);
    }
  }, [user, storedEntity, storedRightType]);

  useEffect(() => {
    void load();
    // Load once per visit; the stored choices only preselect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  if (!user) return <Navigate to="/login" replace />;
  if (failed)
    return (
      <main className="mx-auto max-w-2xl p-6">
        <Alert tone="error">
          <FormattedMessage id="landing.loadFailed" />
        </Alert>
        <Button className="mt-4" onClick={() => void load()}>
          <FormattedMessage id="landing.retry" />
        </Button>
      </main>
    );
  if (!choices) return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;

  const go = () => {
    if (entityId == null || rightType == null) return;
    const store = useAuthStore.getState();
    store.selectEntity(entityId);
    store.selectRightType(rightType);
    navigate(dashboardPath(user, entityId, rightType));
  };

  return (
    <main className="mx-auto max-w-2xl p-6">
      <Card className="flex flex-col gap-6">
        <h1 className="text-xl font-semibold">
          <FormattedMessage id="landing.title" />
        </h1>
        {choices.entities.length === 0 ? (
          <Alert tone="warning">
            <FormattedMessage id="landing.noEntity" />
          </Alert>
        ) : (
          <ChoiceGroup
            legendId="landing.entity"
            name="entity"
            options={choices.entities.map((entity) => ({ id: entity.id, label: entity.name }))}
            value={entityId}
            onChange={setEntityId}
          />
        )}
        {choices.rightTypes.length === 0 ? (
          <Alert tone="warning">
            <FormattedMessage id="landing.noService" />
          </Alert>
        ) : (
          <ChoiceGroup
            legendId="landing.service"
            name="service"
            options={choices.rightTypes.map((item) => ({
              id: item.id,
              label: intl.formatMessage({ id: `contract.rightType.${item.id}` }),
            }))}
            value={rightType}
            onChange={setRightType}
          />
        )}
        <Button onClick={go} disabled={entityId == null || rightType == null} className="self-end">
          <FormattedMessage id="landing.continue" />
        </Button>
      </Card>
    </main>
  );
}
