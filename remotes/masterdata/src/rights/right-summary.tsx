import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Permissions, RightType, RIGHTS_SCREEN_PATHS, type RightRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { AuditTrail } from './audit-trail';
import { useRightsApi } from './use-rights-api';

const P = Permissions.RightsAdmin;
const RIGHT_TYPES = Object.values(RightType).filter((value): value is RightType => typeof value === 'number');

function RightTypeFilter() {
  const intl = useIntl();
  const form = useFormikContext<{ rightTypeIds: number[] }>();
  return (
    <Select<number>
      multiple
      name="rightTypeIds"
      label={intl.formatMessage({ id: 'masterdata.rights.filter.rightTypes' })}
      options={RIGHT_TYPES.map((id) => ({
        value: id,
        label: intl.formatMessage({ id: `contract.rightType.${id}` }),
      }))}
      value={form.values.rightTypeIds}
      onChange={(ids) => void form.setFieldValue('rightTypeIds', ids)}
    />
  );
}

/** The menu rights per right type, in tree order (a heading, then what sits below it, indented). */
export function RightSummary() {
  const api = useRightsApi();
  const link = useEntityLink();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="flex flex-col gap-4">
      <SummaryPage<RightRow, { rightTypeIds: number[] }>
        titleId="masterdata.rights.summary.title"
        screenKey="right-summary"
        resource={api.right}
        columns={[
          {
            key: 'menuName',
            titleId: 'masterdata.rights.field.menuName',
            sortable: true,
            render: (row) => (
              <span
                style={{ paddingLeft: `${row.depth * 1.25}rem` }}
                className={row.isHeading ? 'font-semibold' : ''}
              >
                {row.menuName}
              </span>
            ),
          },
          {
            key: 'titleName',
            titleId: 'masterdata.rights.field.titleName',
            sortable: true,
            defaultVisible: false,
          },
          { key: 'path', titleId: 'masterdata.rights.field.path', sortable: true },
          { key: 'ranking', titleId: 'masterdata.rights.field.ranking', sortable: true },
          {
            key: 'rightTypeName',
            titleId: 'masterdata.rights.field.rightType',
            sortable: true,
            render: (row) => t(`contract.rightType.${row.rightTypeId}`),
            exportValue: (row) => t(`contract.rightType.${row.rightTypeId}`),
          },
          {
            key: 'isHeading',
            titleId: 'masterdata.rights.field.kind',
            render: (row) =>
              t(row.isHeading ? 'masterdata.rights.kind.heading' : 'masterdata.rights.kind.screen'),
            exportValue: (row) =>
              t(row.isHeading ? 'masterdata.rights.kind.heading' : 'masterdata.rights.kind.screen'),
          },
          { key: 'permission', titleId: 'masterdata.rights.field.permission' },
          {
            key: 'showMenu',
            titleId: 'masterdata.rights.field.showMenu',
            defaultVisible: false,
            render: (row) => t(row.showMenu ? 'masterdata.rights.yes' : 'masterdata.rights.no'),
          },
          { key: 'roleCount', titleId: 'masterdata.rights.field.roleCount' },
        ]}
        filterDefaults={{ rightTypeIds: [] }}
        renderFilters={() => <RightTypeFilter />}
        defaultSort={{ field: 'tree', direction: 'asc' }}
        permissions={summaryPermissions(P)}
        rowLink={(row) => link(`${RIGHTS_SCREEN_PATHS.rightEdit}/${row.id}`)}
        newLink={link(RIGHTS_SCREEN_PATHS.rightEdit)}
        exportName="rights"
      />
      <div className="px-6 pb-6">
        <AuditTrail />
      </div>
    </div>
  );
}
