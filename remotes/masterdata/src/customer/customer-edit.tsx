import { useMemo, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CUSTOMER_RESULT_OFFSET } from '@portal/api-client';
import {
  CUSTOMER_ROUTES,
  CustomerSaveResult,
  Permissions,
  ResourceResult,
  type CustomerDetail,
  type CustomerLookups,
  type CustomerSave,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import {
  EditPage,
  editPermissions,
  FormCheckbox,
  FormNumber,
  FormSelect,
  FormText,
  useEntityLink,
} from '@portal/screen-kit';
import { Button } from '@portal/ui';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import {
  customerToBody,
  customerToValues,
  emptyAddress,
  emptyBrand,
  emptyCustomerValues,
  type CustomerValues,
} from './customer-values';
import { useCustomerApi, useCustomerLookups } from './use-customer-api';

const F = 'masterdata.customer.field.';

/** Refused saves come back as offset + CustomerSaveResult (see the API client); each has its text. */
const RESULT_MESSAGES: Partial<Record<number, string>> = {
  ...Object.fromEntries(
    Object.values(CustomerSaveResult)
      .filter((code): code is CustomerSaveResult => typeof code === 'number' && code > 1)
      .map((code) => [CUSTOMER_RESULT_OFFSET + code, `masterdata.customer.result.${code}`]),
  ),
  [ResourceResult.InUse]: 'masterdata.customer.inUse',
  [ResourceResult.NotFound]: 'masterdata.customer.result.3',
};

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="grid grid-cols-1 gap-4 border-t border-slate-200 pt-4 md:col-span-2 md:grid-cols-2">
      <h2 className="text-base font-semibold text-slate-800 md:col-span-2">
        {intl.formatMessage({ id: titleId })}
      </h2>
      {children}
    </section>
  );
}

type ListName = 'brands' | 'addresses' | 'generalInstructions' | 'paymentTerms' | 'seasons' | 'priceData';

/** Rows of one list of the form, each with Remove, and an Add button below. */
function RowList<K extends ListName>({
  name,
  empty,
  render,
}: {
  name: K;
  empty: () => CustomerValues[K][number];
  render: (index: number) => ReactNode;
}) {
  const intl = useIntl();
  const form = useFormikContext<CustomerValues>();
  const rows = form.values[name] as unknown[];
  const set = (next: unknown[]) => void form.setFieldValue(name, next);
  return (
    <div className="flex flex-col gap-3 md:col-span-2" data-testid={`list-${name}`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'masterdata.customer.none' })}</p>
      ) : null}
      {rows.map((_, index) => (
        <div
          key={index}
          className="grid grid-cols-1 items-end gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-4"
        >
          {render(index)}
          <Button
            variant="ghost"
            onClick={() => set(rows.filter((__, other) => other !== index))}
            aria-label={`${intl.formatMessage({ id: 'masterdata.customer.remove' })} ${index + 1}`}
          >
            {intl.formatMessage({ id: 'masterdata.customer.remove' })}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => set([...rows, empty()])} data-testid={`add-${name}`}>
          {intl.formatMessage({ id: 'masterdata.customer.add' })}
        </Button>
      </div>
    </div>
  );
}

/** Links to the customer's records kept on their own screens, each filtered by this customer. */
function RelatedRecords({ customerId }: { customerId: number }) {
  const intl = useIntl();
  const link = useEntityLink();
  const links: [string, string][] = [
    ['contacts', `cuscontactsearch/customer-contact-summary/${customerId}`],
    ['departments', `cusdep/department-summary?customerId=${customerId}`],
    ['buyers', `cusbuyer/buyer-summary?customerId=${customerId}`],
    ['products', `cusproductsearch/customer-product-summary?customerId=${customerId}`],
    ['services', `cusservicesearch/customer-service-summary?customerId=${customerId}`],
    ['brands', `${CUSTOMER_ROUTES.brandSummary}?customerIds=${customerId}`],
  ];
  return (
    <nav
      className="flex flex-wrap gap-4 md:col-span-2"
      aria-label={intl.formatMessage({ id: 'masterdata.customer.section.related' })}
    >
      {links.map(([key, path]) => (
        <Link key={key} to={link(path)} className="text-sm font-medium text-sky-700 underline">
          {intl.formatMessage({ id: `masterdata.customer.related.${key}` })}
        </Link>
      ))}
    </nav>
  );
}

function CustomerForm({
  lookups,
  record,
}: {
  lookups: CustomerLookups | null;
  record: CustomerDetail | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const geography = useGeographyApi();
  const api = useCustomerApi();
  const form = useFormikContext<CustomerValues>();
  const lookup = (name: keyof CustomerValues, kind: keyof CustomerLookups, labelKey: string) => (
    <FormSelect<number>
      name={name}
      testId={`picker-${name}`}
      label={t(`${F}${labelKey}`)}
      options={options(lookups?.[kind])}
    />
  );
  const services = options(lookups?.services);
  const priceTypes = [1, 2, 3, 4].map((value) => ({
    value,
    label: t(`masterdata.customer.priceType.${value}`),
  }));
  return (
    <>
      <Section titleId="masterdata.customer.section.identity">
        <FormText name="name" label={t(`${F}name`)} maxLength={200} />
        <FormText name="code" label={t(`${F}code`)} maxLength={20} />
        <FormText name="glCode" label={t(`${F}glCode`)} maxLength={50} />
        <FormText name="email" type="email" label={t(`${F}email`)} maxLength={200} />
        <FormText name="phone" label={t(`${F}phone`)} maxLength={50} />
        <FormText name="website" label={t(`${F}website`)} maxLength={200} />
        <FormSelect<number>
          name="countryId"
          testId="picker-countryId"
          label={t(`${F}country`)}
          dataSource={geography.countryDataSource}
        />
        {lookup('statusId', 'status', 'status')}
      </Section>
      <Section titleId="masterdata.customer.section.classification">
        {lookup('categoryId', 'category', 'category')}
        {lookup('complexityId', 'complexity', 'complexity')}
        {lookup('groupId', 'group', 'group')}
        {lookup('languageId', 'language', 'language')}
        {lookup('prospectStatusId', 'prospectStatus', 'prospectStatus')}
        {lookup('marketSegmentId', 'marketSegment', 'marketSegment')}
        {lookup('businessTypeId', 'businessType', 'businessType')}
        {lookup('invoiceTypeId', 'invoiceType', 'invoiceType')}
        {lookup('activitiesLevelId', 'activitiesLevel', 'activitiesLevel')}
        {lookup('relationshipStatusId', 'relationshipStatus', 'relationshipStatus')}
        {lookup('brandPriorityId', 'brandPriority', 'brandPriority')}
        {lookup('leadSourceId', 'leadSource', 'leadSource')}
        <FormSelect<number>
          name="skillIds"
          testId="picker-skillIds"
          multiple
          label={t(`${F}skills`)}
          options={options(lookups?.skill)}
        />
        <FormNumber name="customFilterDays" label={t(`${F}customFilterDays`)} maxLength={4} />
        <FormCheckbox name="downloadInspectionReport" label={t(`${F}downloadInspectionReport`)} />
        <FormCheckbox name="needsInspectionCertificate" label={t(`${F}needsInspectionCertificate`)} />
      </Section>
      <Section titleId="masterdata.customer.section.people">
        <FormSelect<number>
          name="kamIds"
          testId="picker-kamIds"
          multiple
          label={t(`${F}kams`)}
          options={options(lookups?.kamStaff)}
        />
        {lookup('accountingLeaderId', 'accountingLeaders', 'accountingLeader')}
        {lookup('salesInChargeId', 'salesInCharge', 'salesInCharge')}
        <FormText name="comments" label={t(`${F}comments`)} maxLength={2000} />
      </Section>
      <Section titleId="masterdata.customer.section.brands">
        <RowList
          name="brands"
          empty={emptyBrand}
          render={(index) => (
            <>
              <FormText name={`brands.${index}.name`} label={t(`${F}brandName`)} maxLength={100} />
              <FormCheckbox name={`brands.${index}.active`} label={t(`${F}active`)} />
            </>
          )}
        />
      </Section>
      <Section titleId="masterdata.customer.section.addresses">
        <RowList
          name="addresses"
          empty={() => emptyAddress(form.values.countryId)}
          render={(index) => {
            const row = form.values.addresses[index]!;
            return (
              <>
                <FormSelect<number>
                  name={`addresses.${index}.addressTypeId`}
                  label={t(`${F}addressType`)}
                  options={options(lookups?.addressType)}
                />
                <FormText name={`addresses.${index}.address`} label={t(`${F}address`)} maxLength={500} />
                <FormText name={`addresses.${index}.zipCode`} label={t(`${F}zipCode`)} maxLength={20} />
                <FormSelect<number>
                  name={`addresses.${index}.countryId`}
                  label={t(`${F}country`)}
                  dataSource={geography.countryDataSource}
                />
                <FormSelect<number>
                  name={`addresses.${index}.provinceId`}
                  label={t(`${F}province`)}
                  dataSource={geography.provinceDataSource}
                  dataSourceParams={row.countryId ? { countryIds: [row.countryId] } : {}}
                  disabled={!row.countryId}
                />
                <FormSelect<number>
                  name={`addresses.${index}.cityId`}
                  label={t(`${F}city`)}
                  dataSource={geography.cityDataSource}
                  dataSourceParams={row.provinceId ? { provinceIds: [row.provinceId] } : {}}
                  disabled={!row.provinceId}
                />
                <FormCheckbox name={`addresses.${index}.isDefault`} label={t(`${F}isDefault`)} />
              </>
            );
          }}
        />
      </Section>
      <Section titleId="masterdata.customer.section.entities">
        <FormSelect<number>
          name="entityIds"
          testId="picker-entityIds"
          multiple
          label={t(`${F}entities`)}
          options={options(lookups?.entities)}
        />
        <FormSelect<number>
          name="sisterCompanyIds"
          testId="picker-sisterCompanyIds"
          multiple
          label={t(`${F}sisterCompanies`)}
          dataSource={api.customerDataSource}
        />
      </Section>
      <Section titleId="masterdata.customer.section.instructions">
        <RowList
          name="generalInstructions"
          empty={() => ({ serviceId: null, instruction: '' })}
          render={(index) => (
            <>
              <FormSelect<number>
                name={`generalInstructions.${index}.serviceId`}
                label={t(`${F}service`)}
                options={services}
              />
              <FormText
                name={`generalInstructions.${index}.instruction`}
                label={t(`${F}instruction`)}
                maxLength={2000}
              />
            </>
          )}
        />
      </Section>
      <Section titleId="masterdata.customer.section.paymentTerms">
        <RowList
          name="paymentTerms"
          empty={() => ({ serviceId: null, days: 30, description: '' })}
          render={(index) => (
            <>
              <FormSelect<number>
                name={`paymentTerms.${index}.serviceId`}
                label={t(`${F}service`)}
                options={services}
              />
              <FormNumber name={`paymentTerms.${index}.days`} label={t(`${F}days`)} maxLength={3} />
              <FormText
                name={`paymentTerms.${index}.description`}
                label={t(`${F}description`)}
                maxLength={200}
              />
            </>
          )}
        />
      </Section>
      <Section titleId="masterdata.customer.section.seasons">
        <RowList
          name="seasons"
          empty={() => ({ name: '', startDate: '', endDate: '', isDefault: false })}
          render={(index) => (
            <>
              <FormText name={`seasons.${index}.name`} label={t(`${F}seasonName`)} maxLength={100} />
              <FormText name={`seasons.${index}.startDate`} type="date" label={t(`${F}startDate`)} />
              <FormText name={`seasons.${index}.endDate`} type="date" label={t(`${F}endDate`)} />
              <FormCheckbox name={`seasons.${index}.isDefault`} label={t(`${F}isDefault`)} />
            </>
          )}
        />
      </Section>
      <Section titleId="masterdata.customer.section.prices">
        <RowList
          name="priceData"
          empty={() => ({ category: '', serviceId: null, priceType: null, unitPrice: '', currency: 'USD' })}
          render={(index) => (
            <>
              <FormText name={`priceData.${index}.category`} label={t(`${F}priceCategory`)} maxLength={100} />
              <FormSelect<number>
                name={`priceData.${index}.serviceId`}
                label={t(`${F}service`)}
                options={services}
              />
              <FormSelect<number>
                name={`priceData.${index}.priceType`}
                label={t(`${F}priceType`)}
                options={priceTypes}
              />
              <FormText
                name={`priceData.${index}.unitPrice`}
                inputMode="decimal"
                label={t(`${F}unitPrice`)}
              />
              <FormText name={`priceData.${index}.currency`} label={t(`${F}currency`)} maxLength={3} />
            </>
          )}
        />
      </Section>
      {record ? (
        <Section titleId="masterdata.customer.section.related">
          <RelatedRecords customerId={record.id} />
        </Section>
      ) : null}
    </>
  );
}

/** Customer edit: identity, every lookup, people, brands, addresses, entities, instructions, terms, seasons, prices. */
export function CustomerEdit() {
  const api = useCustomerApi();
  const lookups = useCustomerLookups(api);
  const entityId = useAuthStore((state) => state.entityId);
  const empty = useMemo(() => emptyCustomerValues(entityId), [entityId]);
  return (
    <EditPage<CustomerDetail, CustomerValues, CustomerSave>
      titleId="masterdata.customer.edit.title"
      newTitleId="masterdata.customer.new.title"
      resource={api.customer}
      ruleFile="customer.json"
      emptyValues={empty}
      toValues={customerToValues}
      toBody={customerToBody}
      summaryPath={CUSTOMER_ROUTES.summary}
      editPath={(id) => `${CUSTOMER_ROUTES.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerSummary)}
      resultMessages={RESULT_MESSAGES}
    >
      {(_form, { record }) => <CustomerForm lookups={lookups} record={record} />}
    </EditPage>
  );
}
