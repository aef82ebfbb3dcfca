import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ComplaintStatus, UserType, type CustomerConfigResource, type VersionedRecord } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { EditPage, editPermissions, type EditResource } from '@portal/screen-kit';
import { ConfigField, CustomerField } from './config-fields';
import { CONFIG_SCREENS, screenPaths, type FieldSpec } from './config-screens';
import { useCustomerConfigApi, useCustomerConfigLookups } from './use-customer-config-api';

type Detail = VersionedRecord & { customerId: number } & Record<string, unknown>;
type Values = Record<string, unknown>;
const M = 'masterdata.customerConfig';

/** The body value of a field: trimmed text, null for blank notes; the rest as the form holds it. */
function bodyValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === 'text') return String(value ?? '').trim();
  if (spec.kind === 'note') return String(value ?? '').trim() || null;
  if (spec.kind === 'checkbox') return value === true;
  return value ?? null;
}

/**
 * The edit screen of a customer service, checkpoint, complaint, decision or staff assignment. Fields kept by
 * internal users (a complaint's investigation) are read-only for a customer user.
 */
export function ConfigEdit({ resource }: { resource: CustomerConfigResource }) {
  const api = useCustomerConfigApi();
  const lookups = useCustomerConfigLookups();
  const intl = useIntl();
  const [params] = useSearchParams();
  const isCustomer = useAuthStore((state) => state.user?.usertype === UserType.Customer);
  const screen = CONFIG_SCREENS[resource];
  const paths = screenPaths(resource);
  const preselected = Number(params.get('customerId'));
  const today = new Date().toISOString().slice(0, 10);

  const empty: Values = {
    customerId: preselected > 0 ? preselected : null,
    ...screen.defaults,
    ...(resource === 'complaint' ? { complaintDate: today } : {}),
  };
  const dependsOnCustomer = screen.fields
    .filter((spec) => spec.kind === 'customerService')
    .map((s) => s.name);

  return (
    <EditPage<Detail, Values, Values>
      titleId={`${M}.${resource}.edit.title`}
      newTitleId={`${M}.${resource}.new.title`}
      resource={api[resource] as unknown as EditResource<Detail, Values>}
      ruleFile={screen.ruleFile}
      emptyValues={empty}
      toValues={(record) => ({
        customerId: record.customerId,
        ...Object.fromEntries(
          screen.fields.map((spec) => [
            spec.name,
            record[spec.name] ?? (spec.kind === 'text' || spec.kind === 'note' ? '' : null),
          ]),
        ),
      })}
      toBody={(values) => ({
        customerId: values.customerId ?? null,
        ...Object.fromEntries(screen.fields.map((spec) => [spec.name, bodyValue(spec, values[spec.name])])),
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(screen.permissions)}
      resultMessages={screen.resultMessages}
    >
      {(form, { isNew }) => (
        <>
          <CustomerField lookups={lookups} fixed={!isNew} clears={dependsOnCustomer} />
          {screen.fields.map((spec) => (
            <ConfigField
              key={spec.name}
              spec={spec}
              lookups={lookups}
              readOnly={isCustomer && spec.internalOnly === true}
            />
          ))}
          {resource === 'complaint' && !isCustomer && form.values.status === ComplaintStatus.Closed && (
            <p className="text-sm text-slate-600 sm:col-span-2">
              {intl.formatMessage({ id: `${M}.closeHint` })}
            </p>
          )}
          {resource === 'complaint' && isCustomer && (
            <p className="text-sm text-slate-600 sm:col-span-2">
              {intl.formatMessage({ id: `${M}.internalOnly` })}
            </p>
          )}
        </>
      )}
    </EditPage>
  );
}
