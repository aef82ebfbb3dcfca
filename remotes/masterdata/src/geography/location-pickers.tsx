import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Select, type SelectDataSource } from '@portal/ui';
import { useGeographyApi, type GeographyApi } from '../shared/geography/use-geography-api';

/** The parent levels a location can be picked at, from the top. */
export type LocationLevel = 'country' | 'province' | 'city' | 'county';
const LEVELS: readonly LocationLevel[] = ['country', 'province', 'city', 'county'];

const LABELS: Record<LocationLevel, { one: string; many: string }> = {
  country: { one: 'masterdata.geography.field.country', many: 'masterdata.geography.filter.countries' },
  province: { one: 'masterdata.geography.field.province', many: 'masterdata.geography.filter.provinces' },
  city: { one: 'masterdata.geography.field.city', many: 'masterdata.geography.filter.cities' },
  county: { one: 'masterdata.geography.field.county', many: 'masterdata.geography.filter.counties' },
};

function dataSource(api: GeographyApi, level: LocationLevel): SelectDataSource {
  switch (level) {
    case 'country':
      return api.countryDataSource;
    case 'province':
      return api.provinceDataSource;
    case 'city':
      return api.cityDataSource;
    case 'county':
      return api.countyByCityDataSource;
  }
}

/** Form field of a level: countryId in an edit form, countryIds in a search form. */
export const fieldOf = (level: LocationLevel, multiple: boolean) => `${level}${multiple ? 'Ids' : 'Id'}`;

type Values = Record<string, number | number[] | null>;

const asIds = (value: number | number[] | null | undefined): number[] =>
  Array.isArray(value) ? value : typeof value === 'number' && value > 0 ? [value] : [];

/**
 * Country > province > city > county pickers down to `down` (inclusive), each narrowed by the levels
 * above it (the datasource request carries countryIds, provinceIds, cityIds). Changing a level empties the
 * levels below, which no longer belong to it.
 */
export function LocationPickers({ down, multiple = false }: { down: LocationLevel; multiple?: boolean }) {
  const intl = useIntl();
  const api = useGeographyApi();
  const form = useFormikContext<Values>();
  const levels = LEVELS.slice(0, LEVELS.indexOf(down) + 1);

  const clearBelow = (level: LocationLevel) => {
    for (const lower of LEVELS.slice(LEVELS.indexOf(level) + 1)) {
      const field = fieldOf(lower, multiple);
      if (field in form.values) void form.setFieldValue(field, multiple ? [] : null, false);
    }
  };

  return (
    <>
      {levels.map((level, index) => {
        const field = fieldOf(level, multiple);
        const params: Record<string, number[]> = {};
        for (const parent of levels.slice(0, index)) {
          const ids = asIds(form.values[fieldOf(parent, multiple)]);
          if (ids.length > 0) params[`${parent}Ids`] = ids;
        }
        const label = intl.formatMessage({ id: multiple ? LABELS[level].many : LABELS[level].one });
        const error = form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
        const common = {
          label,
          name: field,
          testId: `picker-${field}`,
          dataSource: dataSource(api, level),
          dataSourceParams: params,
          error: error ?? null,
          onBlur: () => void form.setFieldTouched(field, true, false),
        };
        if (multiple) {
          return (
            <Select<number>
              key={field}
              {...common}
              multiple
              value={asIds(form.values[field])}
              onChange={(ids) => {
                void form.setFieldValue(field, ids);
                clearBelow(level);
              }}
            />
          );
        }
        return (
          <Select<number>
            key={field}
            {...common}
            value={(form.values[field] as number | null) ?? null}
            onChange={(id) => {
              void form.setFieldValue(field, id);
              clearBelow(level);
            }}
          />
        );
      })}
    </>
  );
}
