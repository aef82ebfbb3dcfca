import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ResourceResult,
  SUPPLIER_SCREEN_PATHS,
  SupplierType,
  type SupplierLiteRequest,
} from '@portal/domain';
import { useRulesFormik } from '@portal/shell-contract';
import { FormSelect, FormText, resultMessage, useEntityLink } from '@portal/screen-kit';
import { Button, showToast } from '@portal/ui';
import { FormikProvider } from 'formik';
import { useSupplierApi } from './use-supplier-api';

type Values = { typeId: SupplierType; name: string; countryId: number | null; supplierId: number | null };

/**
 * /{entity}/supplierlite/supplier-lite: the short creation form other screens open (a booking whose
 * supplier is not listed yet). Name, country and type; a factory may name its supplier. Shows the new id.
 */
export function SupplierLite() {
  const api = useSupplierApi();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const link = useEntityLink();
  const [created, setCreated] = useState<{ id: number; name: string; typeId: number } | null>(null);
  const form = useRulesFormik<Values>({
    ruleFile: 'supplier-lite.json',
    initialValues: { typeId: SupplierType.Supplier, name: '', countryId: null, supplierId: null },
    onSubmit: async (values, helpers) => {
      const body: SupplierLiteRequest = {
        typeId: values.typeId,
        name: values.name.trim(),
        countryId: values.countryId ?? 0,
        supplierId: values.typeId === SupplierType.Factory ? values.supplierId : null,
      };
      const answer = await api.lite(body);
      if (answer.result === ResourceResult.Success && answer.id) {
        setCreated({ id: answer.id, name: body.name, typeId: body.typeId });
        helpers.resetForm();
      } else {
        showToast({
          kind: 'error',
          message: resultMessage(intl, answer.result, {
            [ResourceResult.DuplicateName]: 'masterdata.supplier.duplicate',
            [ResourceResult.ParentNotFound]: 'masterdata.supplier.parentNotFound',
          }),
        });
      }
    },
  });
  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('masterdata.supplier.lite.title')}</h1>
      <p className="text-sm text-slate-600">{t('masterdata.supplier.lite.intro')}</p>
      {created ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-emerald-50 p-4 text-emerald-900"
        >
          <span>{t('masterdata.supplier.lite.created', { name: created.name })}</span>
          <Link
            className="font-medium underline"
            to={link(
              `${SUPPLIER_SCREEN_PATHS.edit}/${created.id}${created.typeId === SupplierType.Factory ? '?type=factory' : ''}`,
            )}
          >
            {t('masterdata.supplier.lite.open')}
          </Link>
        </div>
      ) : null}
      <FormikProvider value={form}>
        <form
          noValidate
          onSubmit={form.handleSubmit}
          className="grid max-w-3xl grid-cols-1 gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
        >
          <FormSelect<number>
            name="typeId"
            label={t('masterdata.supplier.field.type')}
            clearable={false}
            options={[SupplierType.Supplier, SupplierType.Factory].map((value) => ({
              value,
              label: t(`masterdata.supplier.type.${value}`),
            }))}
          />
          <FormText name="name" label={t('masterdata.supplier.field.name')} maxLength={200} />
          <FormSelect<number>
            name="countryId"
            label={t('masterdata.supplier.field.country')}
            dataSource={api.geography.countryDataSource}
            dataSourceParams={{ isVirtual: true }}
          />
          {form.values.typeId === SupplierType.Factory ? (
            <FormSelect<number>
              name="supplierId"
              label={t('masterdata.supplier.field.supplier')}
              dataSource={api.supplierDataSource}
            />
          ) : null}
          <div className="flex justify-end md:col-span-2">
            <Button type="submit" disabled={form.isSubmitting || form.rulesLoading}>
              {t('masterdata.supplier.lite.save')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </div>
  );
}
