import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { CascadingSelects } from '@portal/ui';
import { fieldOf, type Hierarchy } from './hierarchy';

type Values = Record<string, unknown>;

/**
 * The pickers of a hierarchy's levels down to `down` (inclusive), in the enclosing form: each is narrowed
 * by the levels above it (the datasource request carries countryIds, provinceIds...), and changing one
 * empties the levels below, which no longer belong to it.
 */
export function HierarchyPickers<Api>({
  hierarchy,
  down,
  multiple = false,
}: {
  hierarchy: Hierarchy<Api>;
  down: string;
  multiple?: boolean;
}) {
  const intl = useIntl();
  const api = hierarchy.useApi();
  const form = useFormikContext<Values>();
  const levels = hierarchy.levels.map((level) => ({
    field: fieldOf(level, multiple),
    param: fieldOf(level, true),
    label: intl.formatMessage({
      id: multiple ? level.filterLabel : `${hierarchy.fieldTitles}${level.idField.replace(/Id$/, '')}`,
    }),
    dataSource: level.dataSource(api),
  }));
  return (
    <CascadingSelects
      levels={levels}
      shown={hierarchy.levels.findIndex((level) => level.name === down) + 1}
      multiple={multiple}
      values={form.values}
      errors={form.submitCount > 0 ? (form.errors as Record<string, string | undefined>) : {}}
      onChange={(field, value) => void form.setFieldValue(field, value)}
      onClear={(field, empty) => void form.setFieldValue(field, empty, false)}
      onBlur={(field) => void form.setFieldTouched(field, true, false)}
    />
  );
}
