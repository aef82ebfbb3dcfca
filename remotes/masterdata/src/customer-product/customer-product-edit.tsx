import { useIntl } from 'react-intl';
import {
  Permissions,
  PRODUCT_SCREEN_PATHS,
  ResourceResult,
  type CustomerProductCreate,
  type CustomerProductDetail,
  type Unit,
} from '@portal/domain';
import { EditPage, editPermissions, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { CategoryPickers } from '../shared/products/category-pickers';
import { useProductApi } from '../shared/products/use-product-api';
import { unitOptions } from './units';

export interface CustomerProductValues {
  customerId: number | null;
  productReference: string;
  description: string;
  productCategoryId: number | null;
  productSubCategoryId: number | null;
  productSubCategory2Id: number | null;
  productSubCategory3Id: number | null;
  unit: number | null;
  barcode: string;
  factoryReference: string;
  isActive: boolean;
}

export const EMPTY_PRODUCT: CustomerProductValues = {
  customerId: null,
  productReference: '',
  description: '',
  productCategoryId: null,
  productSubCategoryId: null,
  productSubCategory2Id: null,
  productSubCategory3Id: null,
  unit: null,
  barcode: '',
  factoryReference: '',
  isActive: true,
};

const text = (value: string) => value.trim() || null;

export function productToValues(record: CustomerProductDetail): CustomerProductValues {
  return {
    ...record,
    description: record.description ?? '',
    barcode: record.barcode ?? '',
    factoryReference: record.factoryReference ?? '',
  };
}

/** Every field of the form, so a saved body also reads back as a record. */
export function productToBody(values: CustomerProductValues) {
  return {
    customerId: values.customerId ?? 0,
    productReference: values.productReference.trim(),
    description: text(values.description),
    productCategoryId: values.productCategoryId ?? 0,
    productSubCategoryId: values.productSubCategoryId,
    productSubCategory2Id: values.productSubCategory2Id,
    productSubCategory3Id: values.productSubCategory3Id,
    unit: (values.unit ?? 0) as Unit,
    barcode: text(values.barcode),
    factoryReference: text(values.factoryReference),
    isActive: values.isActive,
  } satisfies CustomerProductCreate;
}

/** A customer's product: reference, description, the four-level category, unit, barcode, factory reference. */
export function CustomerProductEdit() {
  const api = useProductApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = PRODUCT_SCREEN_PATHS.customerProduct;

  return (
    <EditPage<CustomerProductDetail, CustomerProductValues, CustomerProductCreate>
      titleId="masterdata.customerProduct.edit.title"
      newTitleId="masterdata.customerProduct.new.title"
      resource={api.customerProduct}
      ruleFile="customer-product.json"
      emptyValues={EMPTY_PRODUCT}
      toValues={productToValues}
      toBody={productToBody}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerProductSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'masterdata.product.duplicate.reference',
        [ResourceResult.DuplicateName]: 'masterdata.product.duplicate.reference',
        [ResourceResult.ParentNotFound]: 'masterdata.product.parent.product',
        [ResourceResult.InUse]: 'masterdata.product.inUse.product',
      }}
    >
      {(_form, { isNew }) => (
        <>
          <FormSelect<number>
            name="customerId"
            label={t('masterdata.product.field.customer')}
            dataSource={api.customerDataSource}
            disabled={!isNew}
            hint={isNew ? undefined : t('masterdata.product.customerFixed')}
          />
          <FormText
            name="productReference"
            label={t('masterdata.product.field.productReference')}
            maxLength={100}
          />
          <FormText name="description" label={t('masterdata.product.field.description')} maxLength={500} />
          <CategoryPickers down="productSub3Category" />
          <FormSelect<number>
            name="unit"
            label={t('masterdata.product.field.unit')}
            options={unitOptions(intl)}
            searchable={false}
          />
          <FormText name="barcode" label={t('masterdata.product.field.barcode')} maxLength={100} />
          <FormText
            name="factoryReference"
            label={t('masterdata.product.field.factoryReference')}
            maxLength={100}
          />
          <FormCheckbox name="isActive" label={t('masterdata.product.field.isActive')} />
        </>
      )}
    </EditPage>
  );
}
