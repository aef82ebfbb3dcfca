import { useIntl } from 'react-intl';
import { FormSelect } from '@portal/screen-kit';
import type { TripType } from '@portal/domain';
import { useTravelRatesApi } from '../use-travel-rates-api';
import { tripTypeOptions } from './choices';
import { useOffices } from './use-offices';

/** The summaries' filters, each a multiple select bound to the search form by its filter key. */

export function CountriesFilter() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  return (
    <FormSelect<number>
      multiple
      name="countryIds"
      label={intl.formatMessage({ id: 'finance.travel.filter.countries' })}
      dataSource={api.countryDataSource}
    />
  );
}

export function TripTypesFilter() {
  const intl = useIntl();
  return (
    <FormSelect<TripType>
      multiple
      name="tripTypes"
      searchable={false}
      label={intl.formatMessage({ id: 'finance.travel.filter.tripTypes' })}
      options={tripTypeOptions(intl)}
    />
  );
}

export function OfficesFilter() {
  const intl = useIntl();
  const offices = useOffices(useTravelRatesApi());
  return (
    <FormSelect<number>
      multiple
      name="officeIds"
      label={intl.formatMessage({ id: 'finance.travel.filter.offices' })}
      options={offices.map((office) => ({ value: office.id, label: office.name }))}
    />
  );
}

export function StartingPortsFilter() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  return (
    <FormSelect<number>
      multiple
      name="startingPortIds"
      label={intl.formatMessage({ id: 'finance.travel.filter.startingPorts' })}
      dataSource={api.startingPortDataSource}
    />
  );
}
