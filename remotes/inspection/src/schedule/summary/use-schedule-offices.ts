import { useEffect, useState } from 'react';
import type { HolidayCountryOption, HolidayOfficeOption } from '@portal/domain';
import type { ScheduleApi } from '../use-schedule-api';

export interface ScheduleOffices {
  offices: HolidayOfficeOption[];
  /** The countries of those offices. */
  countries: HolidayCountryOption[];
}

const NONE: ScheduleOffices = { offices: [], countries: [] };

/** The entity's offices and their countries, read once per screen; none when the call fails. */
export function useScheduleOffices(api: ScheduleApi): ScheduleOffices {
  const [lookups, setLookups] = useState<ScheduleOffices>(NONE);
  useEffect(() => {
    let current = true;
    api
      .offices()
      .then((answer) => {
        if (current) setLookups({ offices: answer.offices ?? [], countries: answer.countries ?? [] });
      })
      .catch(() => current && setLookups(NONE));
    return () => {
      current = false;
    };
  }, [api]);
  return lookups;
}
