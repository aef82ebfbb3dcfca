import { useIntl } from 'react-intl';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS,
  type FoodAllowanceCreate,
  type FoodAllowanceDetail,
} from '@portal/domain';
import { EditPage, editPermissions } from '@portal/screen-kit';
import { CurrencyField, FormMoney } from '../shared/money-field';
import { CountryField } from '../shared/place-fields';
import { useTravelRatesApi } from '../use-travel-rates-api';

interface Values {
  countryId: number | null;
  amountPerManDay: string;
  currency: string | null;
}

const EMPTY: Values = { countryId: null, amountPerManDay: '', currency: null };

/** A destination country's food allowance per man-day. */
export function FoodAllowanceEdit() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useTravelRatesApi();
  return (
    <EditPage<FoodAllowanceDetail, Values, FoodAllowanceCreate>
      titleId="finance.travel.food.edit.title"
      newTitleId="finance.travel.food.new.title"
      resource={api.foodAllowance}
      ruleFile="food-allowance.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        countryId: record.countryId,
        amountPerManDay: record.amountPerManDay,
        currency: record.currency,
      })}
      toBody={(values) => ({
        countryId: values.countryId ?? 0,
        amountPerManDay: values.amountPerManDay.trim(),
        currency: values.currency ?? '',
      })}
      summaryPath={SCHEDULE_SCREEN_PATHS.foodAllowance}
      editPath={(id) => `${SCHEDULE_SCREEN_PATHS.foodAllowanceEdit}/${id}`}
      permissions={editPermissions(Permissions.FoodAllowanceSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'finance.travel.food.duplicate',
        [ResourceResult.ParentNotFound]: 'finance.travel.countryNotFound',
      }}
    >
      {() => (
        <>
          <p className="text-sm text-slate-600 md:col-span-2">{t('finance.travel.food.hint')}</p>
          <CountryField />
          <FormMoney name="amountPerManDay" label={t('finance.travel.field.amountPerManDay')} />
          <CurrencyField />
        </>
      )}
    </EditPage>
  );
}
