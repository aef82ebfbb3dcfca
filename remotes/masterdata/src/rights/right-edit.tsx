import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  Permissions,
  ResourceResult,
  RightsResult,
  RightType,
  RIGHTS_SCREEN_PATHS,
  type RightCreate,
  type RightDetail,
  type RightsLookups,
} from '@portal/domain';
import { EditPage, editPermissions, FormNumber, FormSelect, FormText } from '@portal/screen-kit';
import { AuditTrail } from './audit-trail';
import { FormCheckbox } from './form-checkbox';
import { useRightsApi } from './use-rights-api';
import { useRightsLookups } from './use-rights-lookups';

const P = Permissions.RightsAdmin;
const RIGHT_TYPES = Object.values(RightType).filter((value): value is RightType => typeof value === 'number');

interface Values {
  id: number | null;
  parentId: number | null;
  menuName: string;
  titleName: string;
  path: string;
  ranking: number | null;
  rightTypeId: number | null;
  glyphicons: string;
  isHeading: boolean;
  showMenu: boolean;
}

const empty: Values = {
  id: null,
  parentId: null,
  menuName: '',
  titleName: '',
  path: '',
  ranking: 1,
  rightTypeId: null,
  glyphicons: '',
  isHeading: false,
  showMenu: true,
};

/** Headings of the chosen right type (a right sits below a heading), the right itself left out. */
function parentOptions(
  lookups: RightsLookups | null | 'failed',
  rightTypeId: number | null,
  selfId: number | null,
) {
  if (!lookups || lookups === 'failed') return [];
  return lookups.rights
    .filter(
      (right) =>
        right.isHeading && right.id !== selfId && (rightTypeId == null || right.rightTypeId === rightTypeId),
    )
    .map((right) => ({ value: right.id, label: right.name }));
}

/** Create or edit a menu right: where it sits, what the menu shows, the screen it opens. */
export function RightEdit() {
  const api = useRightsApi();
  const lookups = useRightsLookups(api);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = useParams();
  const recordId = id && id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null;
  return (
    <div className="flex flex-col gap-4">
      <EditPage<RightDetail, Values, RightCreate>
        titleId="masterdata.rights.edit.title"
        newTitleId="masterdata.rights.new.title"
        resource={api.right}
        ruleFile="right.json"
        emptyValues={empty}
        toValues={(record) => ({ ...record, glyphicons: record.glyphicons ?? '' })}
        toBody={(values) => ({
          parentId: values.parentId,
          menuName: values.menuName.trim(),
          titleName: values.titleName.trim(),
          path: values.isHeading ? '#' : values.path.trim(),
          ranking: values.ranking ?? 0,
          rightTypeId: values.rightTypeId ?? 0,
          glyphicons: values.glyphicons.trim() || null,
          isHeading: values.isHeading,
          showMenu: values.showMenu,
        })}
        summaryPath={RIGHTS_SCREEN_PATHS.rightSummary}
        editPath={(saved) => `${RIGHTS_SCREEN_PATHS.rightEdit}/${saved}`}
        permissions={editPermissions(P)}
        resultMessages={{
          [ResourceResult.InUse]: 'masterdata.rights.inUse',
          [ResourceResult.DuplicateData]: 'masterdata.rights.duplicatePath',
          [ResourceResult.ParentNotFound]: 'masterdata.rights.parentNotFound',
          [RightsResult.ParentCycle]: 'masterdata.rights.parentCycle',
        }}
      >
        {(form) => (
          <>
            <FormSelect<number>
              name="rightTypeId"
              label={t('masterdata.rights.field.rightType')}
              options={RIGHT_TYPES.map((type) => ({ value: type, label: t(`contract.rightType.${type}`) }))}
            />
            <FormSelect<number>
              name="parentId"
              label={t('masterdata.rights.field.parent')}
              placeholder={t('masterdata.rights.field.parentNone')}
              options={parentOptions(lookups, form.values.rightTypeId, form.values.id)}
            />
            <FormText name="menuName" label={t('masterdata.rights.field.menuName')} maxLength={100} />
            <FormText name="titleName" label={t('masterdata.rights.field.titleName')} maxLength={100} />
            <FormCheckbox
              name="isHeading"
              label={t('masterdata.rights.field.isHeading')}
              onToggle={(checked) => {
                // A heading opens nothing: its path is '#'.
                if (checked) void form.setFieldValue('path', '#');
                else if (form.values.path === '#') void form.setFieldValue('path', '');
              }}
            />
            <FormText
              name="path"
              label={t('masterdata.rights.field.path')}
              hint={t('masterdata.rights.pathHint')}
              maxLength={200}
              readOnly={form.values.isHeading}
            />
            <FormNumber name="ranking" label={t('masterdata.rights.field.ranking')} />
            <FormText name="glyphicons" label={t('masterdata.rights.field.glyphicons')} maxLength={50} />
            <FormCheckbox name="showMenu" label={t('masterdata.rights.field.showMenu')} />
          </>
        )}
      </EditPage>
      {recordId ? (
        <div className="px-6 pb-6">
          <AuditTrail rightIds={[recordId]} />
        </div>
      ) : null}
    </div>
  );
}
