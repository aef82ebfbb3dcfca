import type { IntlShape } from 'react-intl';
import { EXPENSE_CURRENCIES, TRIP_TYPES, type TripType } from '@portal/domain';
import type { SelectOption } from '@portal/ui';

/** The trip types by their translated names. */
export const tripTypeOptions = (intl: IntlShape): SelectOption<TripType>[] =>
  TRIP_TYPES.map((type) => ({ value: type, label: tripTypeName(intl, type) }));

export const tripTypeName = (intl: IntlShape, type: TripType) =>
  intl.formatMessage({ id: `finance.travel.tripType.${type}` });

/** The currencies the expense claims take: the offices' own and the usual travel ones. */
export const currencyOptions: SelectOption<string>[] = EXPENSE_CURRENCIES.map((code) => ({
  value: code,
  label: code,
}));

/** "1,250.50 CNY" in the reader's language; the amount is the server's decimal text. */
export const moneyText = (intl: IntlShape, amount: string, currency: string) =>
  intl.formatMessage(
    { id: 'finance.travel.money' },
    {
      amount: intl.formatNumber(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      currency,
    },
  );
