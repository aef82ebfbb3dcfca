import { useIntl } from 'react-intl';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS,
  TripType,
  type TravelMatrixCreate,
  type TravelMatrixDetail,
} from '@portal/domain';
import { EditPage, FormDecimal, FormSelect, editPermissions } from '@portal/screen-kit';
import { CurrencyField, FormMoney } from '../shared/money-field';
import { CountryCityFields } from '../shared/place-fields';
import { useTravelRatesApi } from '../use-travel-rates-api';
import { TripTypeField } from './trip-type-field';

interface Values {
  startingPortId: number | null;
  countryId: number | null;
  cityId: number | null;
  tripType: TripType | null;
  travelTimeHours: number | null;
  /** Decimal text as typed. */
  ticketCost: string;
  currency: string | null;
}

const EMPTY: Values = {
  startingPortId: null,
  countryId: null,
  cityId: null,
  tripType: null,
  travelTimeHours: null,
  ticketCost: '',
  currency: null,
};

/** A journey: from which starting port to which city, the trip type, one-way time and the ticket. */
export function TravelMatrixEdit() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useTravelRatesApi();
  return (
    <EditPage<TravelMatrixDetail, Values, TravelMatrixCreate>
      titleId="finance.travel.matrix.edit.title"
      newTitleId="finance.travel.matrix.new.title"
      resource={api.travelMatrix}
      ruleFile="travel-matrix.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        startingPortId: record.startingPortId,
        countryId: record.countryId,
        cityId: record.cityId,
        tripType: record.tripType,
        travelTimeHours: record.travelTimeHours,
        ticketCost: record.ticketCost,
        currency: record.currency,
      })}
      toBody={(values) => ({
        startingPortId: values.startingPortId ?? 0,
        countryId: values.countryId ?? 0,
        cityId: values.cityId ?? 0,
        tripType: values.tripType ?? TripType.NoTrip,
        travelTimeHours: values.travelTimeHours ?? 0,
        ticketCost: values.ticketCost.trim(),
        currency: values.currency ?? '',
      })}
      summaryPath={SCHEDULE_SCREEN_PATHS.travelMatrix}
      editPath={(id) => `${SCHEDULE_SCREEN_PATHS.travelMatrixEdit}/${id}`}
      permissions={editPermissions(Permissions.TravelMatrixSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'finance.travel.matrix.duplicate',
        [ResourceResult.ParentNotFound]: 'finance.travel.matrix.parentNotFound',
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600 md:col-span-2">{t('finance.travel.matrix.hint')}</p>
          <FormSelect<number>
            name="startingPortId"
            label={t('finance.travel.field.startingPort')}
            dataSource={api.startingPortDataSource}
          />
          <TripTypeField />
          <CountryCityFields cityLabel="finance.travel.field.destinationCity" />
          <FormDecimal
            name="travelTimeHours"
            label={t('finance.travel.field.travelTimeHours')}
            decimals={1}
            maxLength={4}
          />
          <FormMoney
            name="ticketCost"
            label={t('finance.travel.field.ticketCost')}
            disabled={form.values.tripType === TripType.NoTrip}
          />
          <CurrencyField />
        </>
      )}
    </EditPage>
  );
}
