import { useEffect, useState } from 'react';
import type { HolidayCountryOption, HolidayOfficeOption } from '@portal/domain';
import type { SelectOption } from '@portal/ui';
import type { ScheduleApi } from '../api/use-schedule-api';

export interface OfficeLookups {
  offices: SelectOption<number>[];
  /** The countries the offices are in. */
  officeCountries: SelectOption<number>[];
}

const options = (items: (HolidayOfficeOption | HolidayCountryOption)[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The entity's offices and their countries for the filters; empty lists when they cannot be read. */
export function useOfficeLookups(api: ScheduleApi): OfficeLookups {
  const [lookups, setLookups] = useState<OfficeLookups>({ offices: [], officeCountries: [] });
  useEffect(() => {
    let current = true;
    api
      .offices()
      .then(
        (answer) =>
          current &&
          setLookups({
            offices: options(answer.offices ?? []),
            officeCountries: options(answer.countries ?? []),
          }),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return lookups;
}
