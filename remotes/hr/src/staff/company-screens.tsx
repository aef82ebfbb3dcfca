import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  HR_ROUTES,
  Permissions,
  ResourceResult,
  type OutsourceCompanyRow,
  type OutsourceCompanySave,
} from '@portal/domain';
import {
  EditPage,
  FormCheckbox,
  FormSelect,
  FormText,
  SummaryPage,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useHrStaffApi, type HrStaffApi } from './staff-api';
import { toOptions } from '../shared/forms/form-values';
import { useStaffLookups } from './use-staff-lookups';

/** Outsource agencies and payroll companies differ only in their contact fields: one pair of screens. */
export type CompanyKind = 'outsource' | 'payroll';

export const COMPANY_PATHS: Record<CompanyKind, { summary: string; edit: string }> = {
  outsource: { summary: HR_ROUTES.outsourceCompanies, edit: `${HR_ROUTES.outsourceCompanies}/edit` },
  payroll: { summary: HR_ROUTES.payrollCompanies, edit: `${HR_ROUTES.payrollCompanies}/edit` },
};

/** Both screens are HR's (the menu shows them with StaffSummary.Edit); nobody deletes a company. */
const P = Permissions.StaffSummary;
const NO_DELETE = 'StaffSummary.NeverDeleteCompany';

type CompanyRow = OutsourceCompanyRow;

const resourceOf = (api: HrStaffApi, kind: CompanyKind) =>
  (kind === 'outsource'
    ? api.outsourceCompany
    : api.payrollCompany) as unknown as HrStaffApi['outsourceCompany'];

export function CompanySummary({ kind }: { kind: CompanyKind }) {
  const api = useHrStaffApi();
  const link = useEntityLink();
  const intl = useIntl();
  const yesNo = (row: CompanyRow) =>
    intl.formatMessage({ id: row.isActive ? 'hr.common.yes' : 'hr.common.no' });
  const columns: SummaryColumn<CompanyRow>[] = [
    { key: 'name', titleId: 'hr.company.field.name', sortable: true },
    { key: 'countryName', titleId: 'hr.company.field.country', sortable: true },
    ...(kind === 'outsource'
      ? [
          { key: 'contactName', titleId: 'hr.company.field.contactName' },
          { key: 'email', titleId: 'hr.company.field.email' },
        ]
      : []),
    { key: 'staffCount', titleId: 'hr.company.field.staffCount', sortable: true },
    { key: 'isActive', titleId: 'hr.company.field.isActive', render: yesNo, exportValue: yesNo },
  ];
  return (
    <SummaryPage<CompanyRow>
      key={kind}
      titleId={`hr.company.${kind}.title`}
      screenKey={`${kind}-companies`}
      resource={resourceOf(api, kind)}
      columns={columns}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={{ create: P.Edit }}
      rowLink={(row) => link(`${COMPANY_PATHS[kind].edit}/${row.id}`)}
      newLink={link(COMPANY_PATHS[kind].edit)}
    />
  );
}

interface Values {
  id: number | null;
  name: string;
  countryId: number | null;
  contactName: string;
  email: string;
  phone: string;
  isActive: boolean;
}

const empty: Values = {
  id: null,
  name: '',
  countryId: null,
  contactName: '',
  email: '',
  phone: '',
  isActive: true,
};
const text = (value: string) => (value.trim() ? value.trim() : null);

export function companyToBody(values: Values): OutsourceCompanySave {
  return {
    id: values.id ?? 0,
    version: 0,
    name: values.name.trim(),
    countryId: values.countryId,
    contactName: text(values.contactName),
    email: text(values.email),
    phone: text(values.phone),
    isActive: values.isActive,
  };
}

export function CompanyEdit({ kind }: { kind: CompanyKind }) {
  const api = useHrStaffApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lookups = useStaffLookups(api);
  return (
    <EditPage<CompanyRow, Values, OutsourceCompanySave>
      key={kind}
      titleId={`hr.company.${kind}.edit.title`}
      newTitleId={`hr.company.${kind}.new.title`}
      resource={resourceOf(api, kind)}
      ruleFile="hr-company.json"
      emptyValues={empty}
      toValues={(record) => ({
        id: record.id,
        name: record.name,
        countryId: record.countryId,
        contactName: record.contactName ?? '',
        email: record.email ?? '',
        phone: record.phone ?? '',
        isActive: record.isActive,
      })}
      toBody={companyToBody}
      summaryPath={COMPANY_PATHS[kind].summary}
      editPath={(id) => `${COMPANY_PATHS[kind].edit}/${id}`}
      permissions={{ edit: P.Edit, delete: NO_DELETE }}
      resultMessages={{ [ResourceResult.DuplicateName]: 'hr.company.duplicate' }}
    >
      {(_form, { record }) => (
        <>
          <FormText name="name" label={t('hr.company.field.name')} maxLength={200} />
          <FormSelect<number>
            name="countryId"
            label={t('hr.company.field.country')}
            options={toOptions(lookups.countries)}
          />
          {kind === 'outsource' ? (
            <>
              <FormText name="contactName" label={t('hr.company.field.contactName')} maxLength={200} />
              <FormText name="email" label={t('hr.company.field.email')} type="email" maxLength={200} />
              <FormText name="phone" label={t('hr.company.field.phone')} maxLength={50} />
            </>
          ) : null}
          <FormCheckbox name="isActive" label={t('hr.company.field.isActive')} />
          {record ? <CompanyStaff api={api} kind={kind} companyId={record.id} /> : null}
        </>
      )}
    </EditPage>
  );
}

/** Who works through the company (POST get-stafflist-by-company), each a link to the staff. */
function CompanyStaff({ api, kind, companyId }: { api: HrStaffApi; kind: CompanyKind; companyId: number }) {
  const intl = useIntl();
  const link = useEntityLink();
  const [rows, setRows] = useState<
    { id: number; fullName: string; employeeNo: string; officeName: string | null }[] | null
  >(null);
  useEffect(() => {
    let cancelled = false;
    api
      .staffByCompany(
        kind === 'outsource' ? { outsourceCompanyId: companyId } : { payrollCompanyId: companyId },
      )
      .then((answer) => !cancelled && setRows(answer.data))
      .catch(() => !cancelled && setRows([]));
    return () => {
      cancelled = true;
    };
  }, [api, kind, companyId]);
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 md:col-span-2">
      <h2 className="text-base font-semibold text-slate-800">
        {intl.formatMessage({ id: 'hr.company.staff.title' })}
      </h2>
      {rows && rows.length === 0 ? (
        <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'hr.company.staff.none' })}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {(rows ?? []).map((row) => (
            <li key={row.id}>
              <Link className="text-sky-800 underline" to={link(`${HR_ROUTES.staffEdit}/${row.id}`)}>
                {row.fullName}
              </Link>{' '}
              <span className="text-slate-500">
                {row.employeeNo}
                {row.officeName ? ` · ${row.officeName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
