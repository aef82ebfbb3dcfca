import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { factoryMappingEndpoints } from '@portal/api-client';
import {
  FactoryMappingResult,
  formatDate,
  type FactoryMappingNewFactory,
  type FactoryMappingState,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import { Alert, Button, Card, Select, Spinner, TextField } from '@portal/ui';
import { LanguageSwitch } from '../../layout/language-switch';
import { publicCallFailure } from '../public-call-failure';

const REFUSALS: Partial<Record<FactoryMappingResult, string>> = {
  [FactoryMappingResult.TokenNotValid]: 'factoryMapping.tokenNotValid',
  [FactoryMappingResult.Expired]: 'factoryMapping.expired',
  [FactoryMappingResult.AlreadySubmitted]: 'factoryMapping.alreadySubmitted',
  [FactoryMappingResult.FactoryNotFound]: 'factoryMapping.factoryNotFound',
  [FactoryMappingResult.DuplicateName]: 'factoryMapping.duplicateName',
};
const LINK_DEAD = [
  FactoryMappingResult.TokenNotValid,
  FactoryMappingResult.Expired,
  FactoryMappingResult.AlreadySubmitted,
];

const emptyFactory = (): FactoryMappingNewFactory => ({
  name: '',
  address: '',
  countryId: null,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
});

/**
 * /factory-mapping?token=…: a supplier lists its factories without signing in. The token is the only
 * key; the server checks it on every call. A dead link (unknown, expired, already used) says so.
 */
export function FactoryMappingPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = useMemo(() => factoryMappingEndpoints(apiClient()), []);
  const [state, setState] = useState<FactoryMappingState | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [rows, setRows] = useState<FactoryMappingNewFactory[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ result: FactoryMappingResult.TokenNotValid });
      return;
    }
    api
      .state(token)
      .then((answer) => {
        if (!live) return;
        setState(answer);
        setChecked((answer.factories ?? []).filter((factory) => factory.mapped).map((factory) => factory.id));
        setRows(answer.factories?.length ? [] : [emptyFactory()]);
      })
      .catch(() => live && setState({ result: FactoryMappingResult.TokenNotValid }));
    return () => {
      live = false;
    };
  }, [api, token]);

  const update = (index: number, change: Partial<FactoryMappingNewFactory>) =>
    setRows((list) => list.map((row, other) => (other === index ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    if (!checked.length && !rows.length) {
      setErrors([t('factoryMapping.empty')]);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.submit(token, {
        factoryIds: checked,
        newFactories: rows.map((row) => ({
          ...row,
          contactEmail: row.contactEmail?.trim() || null,
          contactPhone: row.contactPhone?.trim() || null,
        })),
      });
      if (answer.errors?.length) setErrors(answer.errors.map((error) => error.message));
      else if (answer.result === FactoryMappingResult.Success) setDone(true);
      else if (LINK_DEAD.includes(answer.result)) setState({ result: answer.result });
      else setErrors([t(REFUSALS[answer.result] ?? 'factoryMapping.failed')]);
    } catch (error) {
      setErrors([t(publicCallFailure(error, 'factoryMapping.failed'))]);
    } finally {
      setBusy(false);
    }
  }

  const countries = (state?.countries ?? []).map((item) => ({ value: item.id, label: item.name }));
  let body;
  if (!state) body = <Spinner label={t('factoryMapping.checking')} />;
  else if (done) body = <Alert tone="success">{t('factoryMapping.done')}</Alert>;
  else if (state.result !== FactoryMappingResult.Success)
    body = <Alert tone="error">{t(REFUSALS[state.result] ?? 'factoryMapping.tokenNotValid')}</Alert>;
  else
    body = (
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <p className="text-slate-700">{t('factoryMapping.intro', { supplier: state.supplierName ?? '' })}</p>
        <p className="text-sm text-slate-500">
          {t('factoryMapping.expires', { date: formatDate(state.expiresAt!) })}
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t('factoryMapping.known')}</legend>
          {state.factories?.length ? (
            state.factories.map((factory) => (
              <label key={factory.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300"
                  checked={checked.includes(factory.id)}
                  disabled={factory.mapped}
                  onChange={(event) =>
                    setChecked((list) =>
                      event.target.checked ? [...list, factory.id] : list.filter((id) => id !== factory.id),
                    )
                  }
                />
                <span>
                  {factory.name}
                  {factory.countryName ? ` — ${factory.countryName}` : ''}
                  {factory.mapped ? ` (${t('factoryMapping.mapped')})` : ''}
                </span>
              </label>
            ))
          ) : (
            <p className="text-sm text-slate-500">{t('factoryMapping.none')}</p>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t('factoryMapping.new')}</legend>
          {rows.map((row, index) => {
            const label = (id: string) => `${t(id)} (${index + 1})`;
            return (
              <div
                key={index}
                className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-4 md:grid-cols-3"
                data-testid={`new-factory-${index}`}
              >
                <h3 className="text-sm font-semibold text-slate-700 md:col-span-3">
                  {t('factoryMapping.row', { row: index + 1 })}
                </h3>
                <TextField
                  name={`name-${index}`}
                  label={label('factoryMapping.field.name')}
                  value={row.name}
                  maxLength={200}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
                <TextField
                  name={`address-${index}`}
                  label={label('factoryMapping.field.address')}
                  value={row.address}
                  maxLength={500}
                  onChange={(event) => update(index, { address: event.target.value })}
                />
                <Select<number>
                  name={`country-${index}`}
                  label={label('factoryMapping.field.country')}
                  options={countries}
                  value={row.countryId}
                  onChange={(value) => update(index, { countryId: value })}
                />
                <TextField
                  name={`contactName-${index}`}
                  label={label('factoryMapping.field.contactName')}
                  value={row.contactName}
                  maxLength={200}
                  onChange={(event) => update(index, { contactName: event.target.value })}
                />
                <TextField
                  name={`contactEmail-${index}`}
                  type="email"
                  label={label('factoryMapping.field.contactEmail')}
                  value={row.contactEmail ?? ''}
                  maxLength={200}
                  onChange={(event) => update(index, { contactEmail: event.target.value })}
                />
                <TextField
                  name={`contactPhone-${index}`}
                  label={label('factoryMapping.field.contactPhone')}
                  value={row.contactPhone ?? ''}
                  maxLength={50}
                  onChange={(event) => update(index, { contactPhone: event.target.value })}
                />
                <div>
                  <Button
                    variant="ghost"
                    onClick={() => setRows((list) => list.filter((_, other) => other !== index))}
                  >
                    {t('factoryMapping.remove', { row: index + 1 })}
                  </Button>
                </div>
              </div>
            );
          })}
          <div>
            <Button variant="secondary" onClick={() => setRows((list) => [...list, emptyFactory()])}>
              {t('factoryMapping.add')}
            </Button>
          </div>
        </fieldset>
        {errors.length ? (
          <Alert tone="error">
            <ul className="list-disc pl-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {t('factoryMapping.submit')}
          </Button>
        </div>
      </form>
    );

  return (
    <main className="flex min-h-screen flex-col items-center gap-6 bg-gradient-to-b from-sky-50 to-slate-100 p-6">
      <div className="flex w-full max-w-4xl justify-end">
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-4xl">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('factoryMapping.title')}</h1>
        {body}
      </Card>
    </main>
  );
}
