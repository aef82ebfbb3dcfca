import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { IntlProvider } from 'react-intl';
import type { DataSourceRequest } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { PurchaseOrderHeaderFields } from './purchase-order-header-fields';
import { newLine, type PurchaseOrderValues } from './purchase-order-values';

const answer = (items: { id: number; name: string }[]) =>
  jest.fn(async (request: DataSourceRequest) => ({
    result: 1,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));

const lookups = {
  customerDataSource: answer([
    { id: 3, name: 'Northwind Retail Ltd' },
    { id: 4, name: 'Contoso Home' },
  ]),
  supplierDataSource: answer([
    { id: 8, name: 'Shenzhen Knit Co.' },
    { id: 9, name: 'Dhaka Denim' },
  ]),
  factoryDataSource: answer([{ id: 20, name: 'Knit Factory 1' }]),
};

function Values() {
  return <output data-testid="values">{JSON.stringify(useFormikContext().values)}</output>;
}
const values = () => JSON.parse(screen.getByTestId('values').textContent!) as PurchaseOrderValues;

const elapse = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

async function choose(label: string, term: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  fireEvent.change(select, { target: { value: term } });
  await elapse(250);
  fireEvent.click(screen.getByRole('option', { name: option }));
  await elapse(10);
}

async function setup(isNew: boolean) {
  const initial: PurchaseOrderValues = {
    poNumber: 'PO-1',
    customerId: 3,
    supplierId: 8,
    factoryId: 20,
    remarks: '',
    lines: [{ ...newLine(), productId: 11 }],
  };
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
      <Formik initialValues={initial} onSubmit={() => undefined}>
        <form>
          <PurchaseOrderHeaderFields isNew={isNew} customerFixed={false} lookups={lookups} />
          <Values />
        </form>
      </Formik>
    </IntlProvider>,
  );
  await elapse(250);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PurchaseOrderHeaderFields', () => {
  it('clears the lines’ products when the customer changes, and the factory when the supplier does', async () => {
    await setup(true);
    await choose('Customer', 'Con', 'Contoso Home');
    expect(values()).toMatchObject({ customerId: 4, lines: [{ productId: null }], factoryId: 20 });
    await choose('Supplier', 'Dha', 'Dhaka Denim');
    expect(values()).toMatchObject({ supplierId: 9, factoryId: null });
  });

  it('fixes the customer of a saved order', async () => {
    await setup(false);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    expect(screen.getByText('The customer cannot change once the order is saved.')).toBeInTheDocument();
  });
});
