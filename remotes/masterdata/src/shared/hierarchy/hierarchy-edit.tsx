import { useIntl } from 'react-intl';
import type { VersionedRecord } from '@portal/domain';
import { EditPage, editPermissions, FormText, type EditResource } from '@portal/screen-kit';
import { fieldOf, levelsDownTo, type Hierarchy, type LevelScreen } from './hierarchy';
import { HierarchyPickers } from './hierarchy-pickers';

interface LevelDetail extends VersionedRecord {
  name: string;
  code: string | null;
  [field: string]: unknown;
}

type Values = Record<string, string | number | null>;

/** The edit screen of one level: its parent chain (narrowed level by level), name and code. */
export function HierarchyEdit<Api>({
  hierarchy,
  screen,
}: {
  hierarchy: Hierarchy<Api>;
  screen: LevelScreen;
}) {
  const api = hierarchy.useApi() as Record<string, unknown>;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { parent, paths } = screen;
  const parentFields = levelsDownTo(hierarchy, parent).map((level) => fieldOf(level, false));
  const parentField = parentFields.at(-1);

  const empty: Values = {
    ...Object.fromEntries(parentFields.map((field) => [field, null])),
    name: '',
    code: '',
  };

  return (
    <EditPage<LevelDetail, Values, Values>
      titleId={`masterdata.${screen.resource}.edit.title`}
      newTitleId={`masterdata.${screen.resource}.new.title`}
      resource={api[screen.resource] as EditResource<LevelDetail, Values>}
      ruleFile={screen.ruleFile}
      emptyValues={empty}
      // The upper parents are read-only on the record; they seed the pickers that narrow the parent.
      toValues={(record) => ({
        ...Object.fromEntries(parentFields.map((field) => [field, (record[field] as number | null) ?? null])),
        name: record.name,
        code: record.code ?? '',
      })}
      toBody={(values) => ({
        ...(parentField ? { [parentField]: values[parentField] ?? null } : {}),
        name: String(values.name ?? '').trim(),
        code: String(values.code ?? '').trim() || null,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(screen.permissions)}
      resultMessages={screen.resultMessages}
    >
      {() => (
        <>
          {parent && <HierarchyPickers hierarchy={hierarchy} down={parent} />}
          <FormText name="name" label={t(`${hierarchy.fieldTitles}name`)} maxLength={100} />
          <FormText name="code" label={t(`${hierarchy.fieldTitles}code`)} maxLength={20} />
        </>
      )}
    </EditPage>
  );
}
