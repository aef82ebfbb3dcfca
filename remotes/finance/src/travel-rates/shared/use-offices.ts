import { useEffect, useState } from 'react';
import type { HolidayOfficeOption } from '@portal/domain';
import type { TravelRatesApi } from '../use-travel-rates-api';

/** The entity's offices with their countries, once per screen; none while loading or when refused. */
export function useOffices(api: TravelRatesApi): HolidayOfficeOption[] {
  const [offices, setOffices] = useState<HolidayOfficeOption[]>([]);
  useEffect(() => {
    let current = true;
    api
      .offices()
      .then((list) => current && setOffices(list))
      .catch(() => current && setOffices([]));
    return () => {
      current = false;
    };
  }, [api]);
  return offices;
}
