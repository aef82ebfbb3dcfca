import { useIntl } from 'react-intl';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS,
  TripType,
  type TravelTariffCreate,
  type TravelTariffDetail,
} from '@portal/domain';
import { EditPage, FormSelect, editPermissions } from '@portal/screen-kit';
import { tripTypeOptions } from '../shared/choices';
import { CurrencyField, FormMoney } from '../shared/money-field';
import { CountryField } from '../shared/place-fields';
import { useTravelRatesApi } from '../use-travel-rates-api';

interface Values {
  countryId: number | null;
  tripType: TripType | null;
  amount: string;
  currency: string | null;
}

const EMPTY: Values = { countryId: null, tripType: null, amount: '', currency: null };

/** A destination country's tariff for one trip type. */
export function TravelTariffEdit() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useTravelRatesApi();
  return (
    <EditPage<TravelTariffDetail, Values, TravelTariffCreate>
      titleId="finance.travel.tariff.edit.title"
      newTitleId="finance.travel.tariff.new.title"
      resource={api.travelTariff}
      ruleFile="travel-tariff.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        countryId: record.countryId,
        tripType: record.tripType,
        amount: record.amount,
        currency: record.currency,
      })}
      toBody={(values) => ({
        countryId: values.countryId ?? 0,
        tripType: values.tripType ?? TripType.NoTrip,
        amount: values.amount.trim(),
        currency: values.currency ?? '',
      })}
      summaryPath={SCHEDULE_SCREEN_PATHS.travelTariff}
      editPath={(id) => `${SCHEDULE_SCREEN_PATHS.travelTariffEdit}/${id}`}
      permissions={editPermissions(Permissions.TravelTariffSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'finance.travel.tariff.duplicate',
        [ResourceResult.ParentNotFound]: 'finance.travel.countryNotFound',
      }}
    >
      {() => (
        <>
          <p className="text-sm text-slate-600 md:col-span-2">{t('finance.travel.tariff.hint')}</p>
          <CountryField />
          <FormSelect<TripType>
            name="tripType"
            searchable={false}
            label={t('finance.travel.field.tripType')}
            options={tripTypeOptions(intl)}
          />
          <FormMoney name="amount" label={t('finance.travel.field.amount')} />
          <CurrencyField />
        </>
      )}
    </EditPage>
  );
}
