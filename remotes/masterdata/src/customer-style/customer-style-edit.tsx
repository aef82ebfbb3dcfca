import { useIntl } from 'react-intl';
import {
  Permissions,
  PRODUCT_SCREEN_PATHS,
  ResourceResult,
  type CustomerStyleCreate,
  type CustomerStyleDetail,
} from '@portal/domain';
import { EditPage, editPermissions, FormCheckbox, FormSelect, FormText } from '@portal/screen-kit';
import { useProductApi } from '../shared/products/use-product-api';

interface Values {
  customerId: number | null;
  productId: number | null;
  styleNumber: string;
  styleName: string;
  isActive: boolean;
}

const EMPTY: Values = { customerId: null, productId: null, styleNumber: '', styleName: '', isActive: true };

/** A customer's style: number (unique per customer), name, optionally one of the customer's products. */
export function CustomerStyleEdit() {
  const api = useProductApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const paths = PRODUCT_SCREEN_PATHS.customerStyle;

  return (
    <EditPage<CustomerStyleDetail, Values, CustomerStyleCreate>
      titleId="masterdata.customerStyle.edit.title"
      newTitleId="masterdata.customerStyle.new.title"
      resource={api.customerStyle}
      ruleFile="customer-style.json"
      emptyValues={EMPTY}
      toValues={(record) => ({ ...record, styleName: record.styleName ?? '' })}
      toBody={(values) => ({
        customerId: values.customerId ?? 0,
        productId: values.productId,
        styleNumber: values.styleNumber.trim(),
        styleName: values.styleName.trim() || null,
        isActive: values.isActive,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(Permissions.CustomerStyleSummary)}
      resultMessages={{
        [ResourceResult.DuplicateData]: 'masterdata.product.duplicate.style',
        [ResourceResult.DuplicateName]: 'masterdata.product.duplicate.style',
        [ResourceResult.ParentNotFound]: 'masterdata.product.parent.style',
      }}
    >
      {(form) => (
        <>
          <FormSelect<number>
            name="customerId"
            label={t('masterdata.product.field.customer')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="productId"
            label={t('masterdata.product.field.product')}
            dataSource={api.customerProductDataSource}
            dataSourceParams={form.values.customerId ? { customerIds: [form.values.customerId] } : {}}
          />
          <FormText name="styleNumber" label={t('masterdata.product.field.styleNumber')} maxLength={100} />
          <FormText name="styleName" label={t('masterdata.product.field.styleName')} maxLength={200} />
          <FormCheckbox name="isActive" label={t('masterdata.product.field.isActive')} />
        </>
      )}
    </EditPage>
  );
}
