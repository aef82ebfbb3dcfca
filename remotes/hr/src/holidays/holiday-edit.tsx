import { useField } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  HOLIDAY_NAME_MAX,
  HR_ROUTES,
  Permissions,
  ResourceResult,
  type HolidayDetail,
  type HolidaySave,
  type SaveResponse,
} from '@portal/domain';
import { EditPage, FormCheckbox, FormDate, FormSelect, FormText } from '@portal/screen-kit';
import { useHrHolidayApi } from './holiday-api';
import { HolidayDelete } from './holiday-delete';
import {
  emptyHolidayValues,
  holidayToBody,
  holidayToValues,
  type AppliesTo,
  type HolidayValues,
} from './holiday-values';
import { useHolidayLookups } from './use-holiday-lookups';

/** The kit's Delete is replaced by HolidayDelete (it must ask which years). */
const NOBODY = 'HolidaySummary.NeverFromTheKit';

function useRecordId(): number | null {
  const { id } = useParams();
  return id && id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null;
}

/** A country or one office: two radio buttons bound to formik. */
function AppliesToField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [field, , helpers] = useField<AppliesTo>('appliesTo');
  return (
    <fieldset className="flex flex-col gap-1 md:col-span-2">
      <legend className="text-sm font-medium text-slate-700">{t('hr.holidays.field.appliesTo')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1 py-1">
        {(['country', 'office'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="appliesTo"
              value={value}
              checked={field.value === value}
              onChange={() => void helpers.setValue(value)}
              className="h-4 w-4 border-slate-300 text-sky-700"
            />
            {t(`hr.holidays.appliesTo.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function HolidayFields({
  values,
  record,
  lookups,
}: {
  values: HolidayValues;
  record: HolidayDetail | null;
  lookups: ReturnType<typeof useHolidayLookups>;
}) {
  const intl = useIntl();
  const t = (id: string, args?: Record<string, string | number>) => intl.formatMessage({ id }, args);
  // A holiday may name a country no office is in (staff without an office take their own country's).
  const countries = [...lookups.countries];
  if (
    record?.countryId != null &&
    record.officeId == null &&
    !countries.some((c) => c.id === record.countryId)
  )
    countries.push({ id: record.countryId, name: record.countryName ?? String(record.countryId) });
  return (
    <>
      <div className="md:col-span-2">
        <FormText name="name" label={t('hr.holidays.field.name')} maxLength={HOLIDAY_NAME_MAX} />
      </div>
      <AppliesToField />
      <div className="md:col-span-2">
        {values.appliesTo === 'country' ? (
          <FormSelect<number>
            name="countryId"
            label={t('hr.holidays.field.country')}
            options={countries.map((country) => ({ value: country.id, label: country.name }))}
          />
        ) : (
          <FormSelect<number>
            name="officeId"
            label={t('hr.holidays.field.office')}
            options={lookups.offices.map((office) => ({
              value: office.id,
              label: `${office.name} (${office.countryName})`,
            }))}
          />
        )}
      </div>
      <FormDate name="startDate" label={t('hr.holidays.field.startDate')} />
      <FormDate name="endDate" label={t('hr.holidays.field.endDate')} />
      <p className="text-xs text-slate-500 md:col-span-2">{t('hr.holidays.dates.hint')}</p>
      <div className="md:col-span-2">
        <FormCheckbox name="recurring" label={t('hr.holidays.field.repeats')} />
      </div>
      {record && record.recurring && record.removedYears.length ? (
        <p className="text-sm text-slate-700 md:col-span-2" data-testid="holiday-removed-years">
          {t('hr.holidays.removedYears', { years: record.removedYears.join(', ') })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Holiday edit: name, a country or one office, dates (of its first year), repeats every year. HR saves
 * it; deleting a recurring one asks whether for the year it was opened from only, or for every year.
 */
export function HolidayEdit() {
  const api = useHrHolidayApi();
  const lookups = useHolidayLookups(api);
  const recordId = useRecordId();
  const [params] = useSearchParams();
  const askedYear = Number(params.get('year'));
  const [record, setRecord] = useState<HolidayDetail | null>(null);

  useEffect(() => {
    if (recordId === null) setRecord(null);
  }, [recordId]);

  // The delete panel sits outside the kit's form: it follows the record the kit loads and saves.
  const resource = useMemo(() => {
    const keep = (answer: SaveResponse<HolidayDetail>) => {
      if (answer.data) setRecord(answer.data);
      return answer;
    };
    return {
      ...api.holiday,
      get: async (id: number) => {
        const answer = await api.holiday.get(id);
        if (answer.data) setRecord(answer.data);
        return answer;
      },
      create: async (body: HolidaySave) => keep(await api.holiday.create(body)),
      update: async (body: HolidayDetail) => keep(await api.holiday.update(body)),
    };
  }, [api]);

  const current = recordId !== null && record?.id === recordId ? record : null;
  return (
    <>
      <EditPage<HolidayDetail, HolidayValues, HolidaySave>
        titleId="hr.holidays.edit.title"
        newTitleId="hr.holidays.new.title"
        resource={resource}
        ruleFile="holiday.json"
        emptyValues={emptyHolidayValues}
        toValues={holidayToValues}
        toBody={holidayToBody}
        summaryPath={HR_ROUTES.holidaySummary}
        editPath={(id) => `${HR_ROUTES.holidayEdit}/${id}`}
        permissions={{ edit: Permissions.HolidaySummary.Edit, delete: NOBODY }}
        resultMessages={{ [ResourceResult.DuplicateName]: 'hr.holidays.duplicate' }}
      >
        {(form, context) => <HolidayFields values={form.values} record={context.record} lookups={lookups} />}
      </EditPage>
      {current ? (
        <div className="px-6 pb-6">
          <HolidayDelete
            key={current.version}
            api={api}
            record={current}
            year={Number.isInteger(askedYear) && askedYear > 0 ? askedYear : null}
          />
        </div>
      ) : null}
    </>
  );
}
