import { useIntl } from 'react-intl';
import { GEOGRAPHY_SCREEN_PATHS, ResourceResult, type VersionedRecord } from '@portal/domain';
import { EditPage, editPermissions, FormText, type EditResource } from '@portal/shell-contract';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import { LocationPickers, fieldOf } from './location-pickers';
import { LOCATION_SCREENS, levelsDownTo, type LocationResource } from './location-screens';

interface LocationDetail extends VersionedRecord {
  name: string;
  code: string | null;
  [field: string]: unknown;
}

type Values = Record<string, string | number | null>;
type Body = Record<string, string | number | null>;

/** The edit screen of a province, city, county or town: its parent chain, name and code. */
export function LocationEdit({ resource }: { resource: LocationResource }) {
  const api = useGeographyApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const screen = LOCATION_SCREENS[resource];
  const paths = GEOGRAPHY_SCREEN_PATHS[resource];
  const parentFields = levelsDownTo(screen.parent).map((level) => fieldOf(level, false));
  const parentField = fieldOf(screen.parent, false);

  const empty: Values = {
    ...Object.fromEntries(parentFields.map((field) => [field, null])),
    name: '',
    code: '',
  };

  return (
    <EditPage<LocationDetail, Values, Body>
      titleId={`masterdata.${resource}.edit.title`}
      newTitleId={`masterdata.${resource}.new.title`}
      resource={api[resource] as unknown as EditResource<LocationDetail, Body>}
      ruleFile={`${resource}.json`}
      emptyValues={empty}
      // The upper parents are read-only on the record; they seed the pickers that narrow the parent.
      toValues={(record) => ({
        ...Object.fromEntries(parentFields.map((field) => [field, (record[field] as number | null) ?? null])),
        name: record.name,
        code: record.code ?? '',
      })}
      toBody={(values) => ({
        [parentField]: values[parentField] ?? null,
        name: String(values.name ?? '').trim(),
        code: String(values.code ?? '').trim() || null,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(screen.permissions)}
      resultMessages={{
        [ResourceResult.InUse]: `masterdata.geography.inUse.${resource}`,
        [ResourceResult.DuplicateName]: 'masterdata.geography.duplicate.name',
      }}
    >
      {() => (
        <>
          <LocationPickers down={screen.parent} />
          <FormText name="name" label={t('masterdata.geography.field.name')} maxLength={100} />
          <FormText name="code" label={t('masterdata.geography.field.code')} maxLength={20} />
        </>
      )}
    </EditPage>
  );
}
