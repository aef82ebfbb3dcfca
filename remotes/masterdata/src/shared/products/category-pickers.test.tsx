import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { IntlProvider } from 'react-intl';
import { ResultCode, type DataSourceRequest } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../../i18n/en';
import { CategoryPickers } from './category-pickers';

const answer = (items: { id: number; name: string }[]) =>
  jest.fn(async (request: DataSourceRequest) => ({
    result: ResultCode.Success,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));

const api = {
  productCategoryDataSource: answer([
    { id: 1, name: 'Apparel' },
    { id: 3, name: 'Toys' },
  ]),
  productSubCategoryDataSource: answer([{ id: 10, name: 'Tops' }]),
  productSub2CategoryDataSource: answer([{ id: 20, name: 'T-shirts' }]),
  productSub3CategoryDataSource: answer([{ id: 30, name: 'Knitted' }]),
};
jest.mock('./use-product-api', () => ({ useProductApi: () => api }));

function Values() {
  return <output data-testid="values">{JSON.stringify(useFormikContext().values)}</output>;
}

const elapse = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CategoryPickers', () => {
  it('narrows each level by every level above and empties the levels below a change', async () => {
    render(
      <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
        <Formik
          initialValues={{
            productCategoryId: 1,
            productSubCategoryId: 10,
            productSubCategory2Id: 20,
            productSubCategory3Id: 30,
          }}
          onSubmit={() => undefined}
        >
          <form>
            <CategoryPickers down="productSub3Category" />
            <Values />
          </form>
        </Formik>
      </IntlProvider>,
    );
    await elapse(250);
    const sub3 = screen.getByRole('combobox', { name: 'Sub-category 3' });
    fireEvent.click(sub3);
    fireEvent.change(sub3, { target: { value: 'Kn' } });
    await elapse(250);
    expect(api.productSub3CategoryDataSource).toHaveBeenLastCalledWith(
      expect.objectContaining({
        searchText: 'Kn',
        productCategoryIds: [1],
        productSubCategoryIds: [10],
        productSubCategory2Ids: [20],
      }),
    );
    fireEvent.keyDown(sub3, { key: 'Escape' });

    const category = screen.getByRole('combobox', { name: 'Product category' });
    fireEvent.click(category);
    fireEvent.change(category, { target: { value: 'Toy' } });
    await elapse(250);
    fireEvent.click(screen.getByRole('option', { name: 'Toys' }));
    await elapse(10);
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({
      productCategoryId: 3,
      productSubCategoryId: null,
      productSubCategory2Id: null,
      productSubCategory3Id: null,
    });
  });
});
