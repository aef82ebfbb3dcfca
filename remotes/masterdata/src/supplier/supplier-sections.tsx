import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { SupplierAddress, SupplierContact } from '@portal/domain';
import { FormText } from '@portal/screen-kit';
import { Button, Select, type SelectDataSource } from '@portal/ui';
import type { SupplierApi } from './use-supplier-api';

export const EMPTY_ADDRESS: SupplierAddress = {
  address: '',
  localAddress: '',
  postalCode: '',
  countryId: 0,
  provinceId: null,
  cityId: null,
  countyId: null,
  townId: null,
};
export const EMPTY_CONTACT: SupplierContact = { name: '', email: '', phone: '', job: '' };

type Values = { addresses: SupplierAddress[]; contacts: SupplierContact[] };
const LEVELS = ['countryId', 'provinceId', 'cityId', 'countyId', 'townId'] as const;
type Level = (typeof LEVELS)[number];

/** Country > province > city > county > town of one address; a change empties the levels below. */
function AddressPlace({ api, index }: { api: SupplierApi; index: number }) {
  const intl = useIntl();
  const form = useFormikContext<Values>();
  const address = form.values.addresses[index]!;
  const ids = (level: Level) => (address[level] ? [address[level] as number] : undefined);
  const sources: Record<Level, { source: SelectDataSource; label: string; params: object }> = {
    countryId: {
      source: api.geography.countryDataSource,
      label: 'masterdata.supplier.field.country',
      params: { isVirtual: true },
    },
    provinceId: {
      source: api.geography.provinceDataSource,
      label: 'masterdata.supplier.field.province',
      params: { countryIds: ids('countryId') },
    },
    cityId: {
      source: api.geography.cityDataSource,
      label: 'masterdata.supplier.field.city',
      params: { countryIds: ids('countryId'), provinceIds: ids('provinceId') },
    },
    countyId: {
      source: api.geography.countyByCityDataSource,
      label: 'masterdata.supplier.field.county',
      params: { cityIds: ids('cityId') },
    },
    townId: {
      source: api.geography.townDataSource,
      label: 'masterdata.supplier.field.town',
      params: { countyIds: ids('countyId') },
    },
  };
  const row = index + 1;
  return (
    <>
      {LEVELS.map((level, position) => {
        const name = `addresses.${index}.${level}`;
        const error =
          form.submitCount > 0
            ? (form.errors.addresses?.[index] as Record<string, string> | undefined)?.[level]
            : undefined;
        return (
          <Select<number>
            key={level}
            name={name}
            testId={`address-${index}-${level}`}
            label={`${intl.formatMessage({ id: sources[level].label })} (${row})`}
            dataSource={sources[level].source}
            dataSourceParams={sources[level].params as Record<string, unknown>}
            disabled={position > 0 && !address[LEVELS[position - 1]!]}
            value={(address[level] as number | null) || null}
            error={error ?? null}
            onChange={(value) => {
              void form.setFieldValue(name, level === 'countryId' ? (value ?? 0) : value);
              for (const lower of LEVELS.slice(position + 1))
                void form.setFieldValue(`addresses.${index}.${lower}`, null, false);
            }}
          />
        );
      })}
    </>
  );
}

export function AddressesSection({ api }: { api: SupplierApi }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const form = useFormikContext<Values>();
  const list = form.values.addresses;
  return (
    <fieldset className="flex flex-col gap-4 md:col-span-2">
      <legend className="text-lg font-semibold text-slate-900">
        {t('masterdata.supplier.field.addresses')}
      </legend>
      {list.map((_, index) => (
        <div
          key={index}
          className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-4 md:grid-cols-3"
          data-testid={`address-${index}`}
        >
          <h3 className="text-sm font-semibold text-slate-700 md:col-span-3">
            {t('masterdata.supplier.address.row', { row: index + 1 })}
          </h3>
          <FormText
            name={`addresses.${index}.address`}
            label={`${t('masterdata.supplier.field.address')} (${index + 1})`}
            maxLength={500}
          />
          <FormText
            name={`addresses.${index}.localAddress`}
            label={`${t('masterdata.supplier.field.localAddress')} (${index + 1})`}
            maxLength={500}
          />
          <FormText
            name={`addresses.${index}.postalCode`}
            label={`${t('masterdata.supplier.field.postalCode')} (${index + 1})`}
            maxLength={20}
          />
          <AddressPlace api={api} index={index} />
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() =>
                void form.setFieldValue(
                  'addresses',
                  list.filter((__, other) => other !== index),
                )
              }
            >
              {t('masterdata.supplier.address.remove', { row: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => void form.setFieldValue('addresses', [...list, { ...EMPTY_ADDRESS }])}
        >
          {t('masterdata.supplier.address.add')}
        </Button>
      </div>
    </fieldset>
  );
}

export function ContactsSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const form = useFormikContext<Values>();
  const list = form.values.contacts;
  return (
    <fieldset className="flex flex-col gap-4 md:col-span-2">
      <legend className="text-lg font-semibold text-slate-900">
        {t('masterdata.supplier.field.contacts')}
      </legend>
      {list.map((_, index) => {
        const label = (id: string) => `${t(id)} (${index + 1})`;
        return (
          <div
            key={index}
            className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-4 md:grid-cols-5"
            data-testid={`contact-${index}`}
          >
            <FormText
              name={`contacts.${index}.name`}
              label={label('masterdata.supplier.field.contactName')}
              maxLength={200}
            />
            <FormText
              name={`contacts.${index}.email`}
              label={label('masterdata.supplier.field.email')}
              maxLength={200}
              type="email"
            />
            <FormText
              name={`contacts.${index}.phone`}
              label={label('masterdata.supplier.field.phone')}
              maxLength={50}
            />
            <FormText
              name={`contacts.${index}.job`}
              label={label('masterdata.supplier.field.job')}
              maxLength={100}
            />
            <div className="flex items-end">
              <Button
                variant="ghost"
                onClick={() =>
                  void form.setFieldValue(
                    'contacts',
                    list.filter((__, other) => other !== index),
                  )
                }
              >
                {t('masterdata.supplier.contact.remove', { row: index + 1 })}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => void form.setFieldValue('contacts', [...list, { ...EMPTY_CONTACT }])}
        >
          {t('masterdata.supplier.contact.add')}
        </Button>
      </div>
    </fieldset>
  );
}
