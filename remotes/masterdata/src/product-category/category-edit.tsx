import { useIntl } from 'react-intl';
import {
  PRODUCT_SCREEN_PATHS,
  ResourceResult,
  type ProductCategoryResource,
  type VersionedRecord,
} from '@portal/domain';
import { EditPage, editPermissions, FormText, type EditResource } from '@portal/shell-contract';
import { CategoryPickers, categoryFieldOf } from '../shared/products/category-pickers';
import { useProductApi } from '../shared/products/use-product-api';
import { CATEGORY_SCREENS, levelsDownTo } from './category-screens';

interface CategoryDetail extends VersionedRecord {
  name: string;
  code: string | null;
  [field: string]: unknown;
}

type Values = Record<string, string | number | null>;

/** The edit screen of one taxonomy level: its parent chain (narrowed level by level), name and code. */
export function CategoryEdit({ resource }: { resource: ProductCategoryResource }) {
  const api = useProductApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const screen = CATEGORY_SCREENS[resource];
  const paths = PRODUCT_SCREEN_PATHS[resource];
  const parentFields = levelsDownTo(screen.parent).map((level) => categoryFieldOf(level, false));
  const parentField = screen.parent ? categoryFieldOf(screen.parent, false) : null;

  const empty: Values = {
    ...Object.fromEntries(parentFields.map((field) => [field, null])),
    name: '',
    code: '',
  };

  return (
    <EditPage<CategoryDetail, Values, Values>
      titleId={`masterdata.${resource}.edit.title`}
      newTitleId={`masterdata.${resource}.new.title`}
      resource={api[resource] as unknown as EditResource<CategoryDetail, Values>}
      ruleFile={`${PRODUCT_RULE_FILES[resource]}`}
      emptyValues={empty}
      // The upper parents are read-only on the record; they seed the pickers that narrow the parent.
      toValues={(record) => ({
        ...Object.fromEntries(parentFields.map((field) => [field, (record[field] as number | null) ?? null])),
        name: record.name,
        code: record.code ?? '',
      })}
      toBody={(values) => ({
        ...(parentField ? { [parentField]: values[parentField] ?? null } : {}),
        name: String(values.name ?? '').trim(),
        code: String(values.code ?? '').trim() || null,
      })}
      summaryPath={paths.summary}
      editPath={(id) => `${paths.edit}/${id}`}
      permissions={editPermissions(screen.permissions)}
      resultMessages={{
        [ResourceResult.InUse]: 'masterdata.product.inUse.category',
        [ResourceResult.DuplicateName]: 'masterdata.product.duplicate.name',
        [ResourceResult.ParentNotFound]: 'masterdata.product.parent.category',
      }}
    >
      {() => (
        <>
          {screen.parent && <CategoryPickers down={screen.parent} />}
          <FormText name="name" label={t('masterdata.product.field.name')} maxLength={100} />
          <FormText name="code" label={t('masterdata.product.field.code')} maxLength={20} />
        </>
      )}
    </EditPage>
  );
}

const PRODUCT_RULE_FILES: Record<ProductCategoryResource, string> = {
  productCategory: 'product-category.json',
  productSubCategory: 'product-sub-category.json',
  productSub2Category: 'product-sub2-category.json',
  productSub3Category: 'product-sub3-category.json',
};
