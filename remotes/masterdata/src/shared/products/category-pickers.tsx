import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { CATEGORY_FIELD, PRODUCT_CATEGORY_RESOURCES, type ProductCategoryResource } from '@portal/domain';
import { Select, type SelectDataSource } from '@portal/ui';
import { useProductApi, type ProductApi } from './use-product-api';

const LABELS: Record<ProductCategoryResource, { one: string; many: string }> = {
  productCategory: {
    one: 'masterdata.product.field.productCategory',
    many: 'masterdata.product.filter.productCategories',
  },
  productSubCategory: {
    one: 'masterdata.product.field.productSubCategory',
    many: 'masterdata.product.filter.productSubCategories',
  },
  productSub2Category: {
    one: 'masterdata.product.field.productSubCategory2',
    many: 'masterdata.product.filter.productSubCategory2s',
  },
  productSub3Category: {
    one: 'masterdata.product.field.productSubCategory3',
    many: 'masterdata.product.filter.productSubCategory3s',
  },
};

function dataSource(api: ProductApi, level: ProductCategoryResource): SelectDataSource {
  switch (level) {
    case 'productCategory':
      return api.productCategoryDataSource;
    case 'productSubCategory':
      return api.productSubCategoryDataSource;
    case 'productSub2Category':
      return api.productSub2CategoryDataSource;
    case 'productSub3Category':
      return api.productSub3CategoryDataSource;
  }
}

/** Form field of a level: productCategoryId in an edit form, productCategoryIds in a search form. */
export const categoryFieldOf = (level: ProductCategoryResource, multiple: boolean) =>
  `${CATEGORY_FIELD[level]}${multiple ? 's' : ''}`;

type Values = Record<string, unknown>;

const asIds = (value: unknown): number[] =>
  Array.isArray(value) ? (value as number[]) : typeof value === 'number' && value > 0 ? [value] : [];

/**
 * Category > sub-category > sub-category 2 > sub-category 3 pickers down to `down` (inclusive), each
 * narrowed by the levels above it (the datasource request carries productCategoryIds...). Changing a level
 * empties the levels below, which no longer belong to it.
 */
export function CategoryPickers({
  down,
  multiple = false,
}: {
  down: ProductCategoryResource;
  multiple?: boolean;
}) {
  const intl = useIntl();
  const api = useProductApi();
  const form = useFormikContext<Values>();
  const levels = PRODUCT_CATEGORY_RESOURCES.slice(0, PRODUCT_CATEGORY_RESOURCES.indexOf(down) + 1);

  const clearBelow = (level: ProductCategoryResource) => {
    for (const lower of PRODUCT_CATEGORY_RESOURCES.slice(PRODUCT_CATEGORY_RESOURCES.indexOf(level) + 1)) {
      const field = categoryFieldOf(lower, multiple);
      if (field in form.values) void form.setFieldValue(field, multiple ? [] : null, false);
    }
  };

  return (
    <>
      {levels.map((level, index) => {
        const field = categoryFieldOf(level, multiple);
        const params: Record<string, number[]> = {};
        for (const parent of levels.slice(0, index)) {
          const ids = asIds(form.values[categoryFieldOf(parent, multiple)]);
          if (ids.length > 0) params[categoryFieldOf(parent, true)] = ids;
        }
        const label = intl.formatMessage({ id: multiple ? LABELS[level].many : LABELS[level].one });
        const error = form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
        const common = {
          label,
          name: field,
          testId: `picker-${field}`,
          dataSource: dataSource(api, level),
          dataSourceParams: params,
          error: error ?? null,
          onBlur: () => void form.setFieldTouched(field, true, false),
        };
        if (multiple) {
          return (
            <Select<number>
              key={field}
              {...common}
              multiple
              value={asIds(form.values[field])}
              onChange={(ids) => {
                void form.setFieldValue(field, ids);
                clearBelow(level);
              }}
            />
          );
        }
        return (
          <Select<number>
            key={field}
            {...common}
            value={(form.values[field] as number | null) ?? null}
            onChange={(id) => {
              void form.setFieldValue(field, id);
              clearBelow(level);
            }}
          />
        );
      })}
    </>
  );
}
