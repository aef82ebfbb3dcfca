import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Permissions,
  ResourceResult,
  Service,
  SUPPLIER_SCREEN_PATHS,
  SupplierType,
  type SupplierCreate,
  type SupplierDetail,
} from '@portal/domain';
import {
  EditPage,
  editPermissions,
  FormSelect,
  FormText,
  useEntityLink,
  usePermission,
} from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { MappingLinkPanel } from './mapping-link-panel';
import { AddressesSection, ContactsSection, EMPTY_ADDRESS, EMPTY_CONTACT } from './supplier-sections';
import { useSupplierApi } from './use-supplier-api';

type Values = Omit<SupplierCreate, 'countryId'> & { countryId: number | null };

const SERVICES = [Service.Inspection, Service.Audit, Service.Tcf, Service.LabTesting];
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function ActiveBox({ label }: { label: string }) {
  const [field, , helpers] = useField<boolean>('active');
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name="active"
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300"
      />
      {label}
    </label>
  );
}

/**
 * /{entity}/supplieredit/edit-supplier/:id?type=factory: one screen for both kinds (spec section 2); the
 * type picks the table. A new record chooses its type first.
 */
export function SupplierEdit() {
  const api = useSupplierApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const { id } = useParams();
  const navigate = useNavigate();
  const link = useEntityLink();
  const typeId = params.get('type') === 'factory' ? SupplierType.Factory : SupplierType.Supplier;
  const isFactory = typeId === SupplierType.Factory;
  const isNew = !id || id === 'new';
  const canMap = usePermission(Permissions.SupplierSummary.MappingLink);
  const editUrl = (recordId: number) =>
    `${SUPPLIER_SCREEN_PATHS.edit}/${recordId}${isFactory ? '?type=factory' : ''}`;

  const empty: Values = {
    typeId,
    name: '',
    localName: '',
    code: '',
    legalName: '',
    countryId: null,
    active: true,
    addresses: [{ ...EMPTY_ADDRESS }],
    contacts: [{ ...EMPTY_CONTACT }],
    customerIds: [],
    serviceIds: [Service.Inspection],
    linkedIds: [],
  };

  return (
    <div className="flex flex-col gap-2">
      {isNew ? (
        <div className="max-w-xs px-6 pt-6">
          <Select<number>
            name="typeChoice"
            label={t('masterdata.supplier.field.type')}
            options={[SupplierType.Supplier, SupplierType.Factory].map((value) => ({
              value,
              label: t(`masterdata.supplier.type.${value}`),
            }))}
            value={typeId}
            clearable={false}
            onChange={(value) =>
              navigate(
                link(`${SUPPLIER_SCREEN_PATHS.edit}${value === SupplierType.Factory ? '?type=factory' : ''}`),
                {
                  replace: true,
                },
              )
            }
          />
        </div>
      ) : null}
      <EditPage<SupplierDetail, Values, SupplierCreate>
        key={typeId}
        titleId={isFactory ? 'masterdata.supplier.editFactory.title' : 'masterdata.supplier.edit.title'}
        newTitleId={isFactory ? 'masterdata.supplier.newFactory.title' : 'masterdata.supplier.new.title'}
        resource={isFactory ? api.factory : api.supplier}
        ruleFile="supplier.json"
        emptyValues={empty}
        toValues={(record) => ({
          typeId,
          name: record.name,
          localName: record.localName ?? '',
          code: record.code ?? '',
          legalName: record.legalName ?? '',
          countryId: record.countryId || null,
          active: record.active,
          addresses: record.addresses.map((address) => ({
            ...address,
            localAddress: address.localAddress ?? '',
            postalCode: address.postalCode ?? '',
          })),
          contacts: record.contacts.map((contact) => ({
            name: contact.name,
            email: contact.email ?? '',
            phone: contact.phone ?? '',
            job: contact.job ?? '',
          })),
          customerIds: record.customerIds,
          serviceIds: record.serviceIds,
          linkedIds: record.linkedIds,
        })}
        toBody={(values) => ({
          typeId,
          name: values.name.trim(),
          localName: text(values.localName),
          code: text(values.code),
          legalName: text(values.legalName),
          countryId: values.countryId ?? 0,
          active: values.active,
          addresses: values.addresses.map((address) => ({
            ...address,
            address: address.address.trim(),
            localAddress: text(address.localAddress),
            postalCode: text(address.postalCode),
          })),
          contacts: values.contacts
            .filter((contact) => contact.name.trim() || contact.email?.trim() || contact.phone?.trim())
            .map((contact) => ({
              name: contact.name.trim(),
              email: text(contact.email),
              phone: text(contact.phone),
              job: text(contact.job),
            })),
          customerIds: values.customerIds,
          serviceIds: values.serviceIds,
          linkedIds: values.linkedIds,
        })}
        summaryPath={SUPPLIER_SCREEN_PATHS.summary}
        editPath={editUrl}
        permissions={editPermissions(Permissions.SupplierSummary)}
        resultMessages={{
          [ResourceResult.DuplicateName]: 'masterdata.supplier.duplicate',
          [ResourceResult.ParentNotFound]: 'masterdata.supplier.parentNotFound',
          [ResourceResult.InUse]: 'masterdata.supplier.inUse',
        }}
      >
        {() => (
          <>
            <FormText name="name" label={t('masterdata.supplier.field.name')} maxLength={200} />
            <FormText name="localName" label={t('masterdata.supplier.field.localName')} maxLength={200} />
            <FormText name="legalName" label={t('masterdata.supplier.field.legalName')} maxLength={200} />
            <FormText name="code" label={t('masterdata.supplier.field.code')} maxLength={30} />
            <FormSelect<number>
              name="countryId"
              label={t('masterdata.supplier.field.country')}
              dataSource={api.geography.countryDataSource}
              dataSourceParams={{ isVirtual: true }}
            />
            <ActiveBox label={t('masterdata.supplier.field.active')} />
            <FormSelect<number>
              multiple
              name="serviceIds"
              label={t('masterdata.supplier.field.services')}
              options={SERVICES.map((service) => ({
                value: service,
                label: t(`masterdata.supplier.service.${service}`),
              }))}
            />
            <FormSelect<number>
              multiple
              name="customerIds"
              label={t('masterdata.supplier.field.customers')}
              dataSource={api.customerDataSource}
            />
            <div className="md:col-span-2">
              <FormSelect<number>
                multiple
                name="linkedIds"
                label={t(
                  isFactory ? 'masterdata.supplier.field.suppliers' : 'masterdata.supplier.field.factories',
                )}
                dataSource={isFactory ? api.supplierDataSource : api.factoryDataSource}
              />
            </div>
            <AddressesSection api={api} />
            <ContactsSection />
          </>
        )}
      </EditPage>
      {!isNew && !isFactory && canMap ? <MappingLinkPanel supplierId={Number(id)} /> : null}
    </div>
  );
}
