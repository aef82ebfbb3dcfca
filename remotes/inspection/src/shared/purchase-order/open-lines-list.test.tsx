import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { PurchaseOrderLiteItem, PurchaseOrderLiteRequest } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../../i18n/en';
import { OpenLinesList } from './open-lines-list';
import type { OpenLinesFilters } from './use-open-lines';

const ALL: PurchaseOrderLiteItem[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  name: `PO-${i + 1} NR-001 Navy`,
  purchaseOrderId: 1,
  poNumber: `PO-${i + 1}`,
  customerId: 3,
  supplierId: null,
  factoryId: null,
  productId: 11,
  productReference: 'NR-001',
  productDescription: 'T-shirt',
  colorCode: 'NV',
  colorName: 'Navy',
  quantity: 100,
  bookedQuantity: 40,
  remainingQuantity: 60,
  etd: '2026-03-02',
  destinationCountryName: 'France',
}));

const api = {
  purchaseOrderLite: jest.fn(async (request: PurchaseOrderLiteRequest) => ({
    result: 1,
    dataSourceList: ALL.slice(request.skip ?? 0, (request.skip ?? 0) + (request.take ?? 10)),
    total: ALL.length,
  })),
};
jest.mock('../api/use-purchase-order-api', () => ({ usePurchaseOrderApi: () => api }));

const requests = () => api.purchaseOrderLite.mock.calls.map(([request]) => request);
const shownPoNumbers = () =>
  Array.from(screen.getByTestId('po-open-lines').querySelectorAll('tr'), (row) => row.cells[0]!.textContent);

async function show(filters: OpenLinesFilters, onPick?: (line: PurchaseOrderLiteItem) => void) {
  let rerender: ReturnType<typeof render>['rerender'] = () => undefined;
  const view = (next: OpenLinesFilters) => (
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
      <OpenLinesList filters={next} pageSize={2} onPick={onPick} />
    </IntlProvider>
  );
  await act(async () => {
    rerender = render(view(filters)).rerender;
  });
  return (next: OpenLinesFilters) => act(async () => rerender(view(next)));
}

const loadMore = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  });

beforeEach(() => api.purchaseOrderLite.mockClear());

describe('OpenLinesList', () => {
  it('asks for nothing until a customer is chosen', async () => {
    await show({ customerId: null });
    expect(api.purchaseOrderLite).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a customer to see its open lines.')).toBeInTheDocument();
  });

  it('loads the next page with skip = the lines listed, until all are there', async () => {
    await show({ customerId: 3, supplierId: 8, searchText: ' PO ' });
    expect(requests()).toEqual([
      { customerId: 3, supplierId: 8, factoryId: null, productIds: null, searchText: 'PO', skip: 0, take: 2 },
    ]);
    expect(shownPoNumbers()).toEqual(['PO-1', 'PO-2']);
    expect(screen.getByTestId('po-open-lines-count')).toHaveTextContent('2 of 5 open lines');
    await loadMore();
    await loadMore();
    expect(requests().map((request) => request.skip)).toEqual([0, 2, 4]);
    expect(shownPoNumbers()).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts again from the first line when the filters change', async () => {
    const change = await show({ customerId: 3 });
    await loadMore();
    await change({ customerId: 4 });
    expect(requests().at(-1)).toMatchObject({ customerId: 4, skip: 0 });
    expect(shownPoNumbers()).toEqual(['PO-1', 'PO-2']);
  });

  it('hands a picked line to the caller', async () => {
    const onPick = jest.fn();
    await show({ customerId: 3 }, onPick);
    fireEvent.click(screen.getByRole('button', { name: 'Pick PO-2 NR-001 Navy' }));
    expect(onPick).toHaveBeenCalledWith(ALL[1]);
  });
});
