import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AqlLevel,
  BookingAction,
  BookingStatus,
  Permissions,
  UserType,
  type BookingDetail,
  type PurchaseOrderLiteItem,
  type SamplingRequestItem,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aBookingDetail, saved } from '../booking-test-support';
import { BookingEdit } from './booking-edit';
import { aLine, fakeSampling, LOOKUPS, renderScreen, serveRuleFile } from './booking-edit-test-support';

const OPEN_LINE: PurchaseOrderLiteItem = {
  id: 503,
  name: 'PO-2 NR-002 Red',
  purchaseOrderId: 2,
  poNumber: 'PO-2',
  customerId: 3,
  supplierId: 8,
  factoryId: 21,
  productId: 12,
  productReference: 'NR-002',
  productDescription: null,
  colorCode: 'RD',
  colorName: 'Red',
  quantity: 150,
  bookedQuantity: 30,
  remainingQuantity: 120,
  etd: '2026-03-20',
  destinationCountryName: 'France',
};

const api = {
  booking: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  sampling: jest.fn(async (products: SamplingRequestItem[]) => ({
    result: 1,
    data: products.map(fakeSampling),
  })),
  lookups: jest.fn(async () => ({ result: 1, data: LOOKUPS })),
  parties: jest.fn(async () => ({
    result: 1,
    data: { customers: [], suppliers: [{ id: 8, name: 'Shenzhen Knit' }] },
  })),
  step: jest.fn(),
  uploadAttachment: jest.fn(),
  downloadAttachment: jest.fn(),
  removeAttachment: jest.fn(),
  customerDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [{ id: 3, name: 'Northwind' }] })),
  supplierDataSource: jest.fn(async () => ({
    result: 1,
    dataSourceList: [{ id: 8, name: 'Shenzhen Knit' }],
  })),
};
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));
const poApi = {
  purchaseOrderLite: jest.fn(async () => ({ result: 1, dataSourceList: [OPEN_LINE], total: 1 })),
};
jest.mock('../../shared/api/use-purchase-order-api', () => ({ usePurchaseOrderApi: () => poApi }));

const P = Permissions.InspectionSummary;

/** Requested, one product (NR-001) on two lines: a lot of 500 at AQL II, critical 0, major 2.5, minor 4.0. */
const booking = (over: Partial<BookingDetail> = {}) =>
  aBookingDetail({
    lines: [aLine(), aLine({ id: 102, poLineId: 502, quantity: 200, colorCode: 'BK', colorName: 'Black' })],
    products: [
      {
        productId: 11,
        productReference: 'NR-001',
        aqlLevel: AqlLevel.AQLII,
        customSampleSize: null,
        criticalAql: 0,
        majorAql: 2.5,
        minorAql: 4,
        pickingGroup: null,
      },
    ],
    customerContactIds: [31],
    ...over,
  });

async function open(record: BookingDetail) {
  api.booking.get.mockResolvedValue(saved(record));
  await act(async () => {
    render(
      renderScreen(`/1/inspedit/edit-booking/${record.id}`, 'inspedit/edit-booking/:id', <BookingEdit />),
    );
  });
  // The first plan arrives after the pause the screen waits before asking.
  await screen.findAllByTestId('sampling');
}

const lineNamed = (name: string) => screen.getByRole('listitem', { name: `Line ${name}` });
const quantityOf = (name: string) => within(lineNamed(name)).getByLabelText('Quantity');
const productBlock = (reference: string) => screen.getByRole('region', { name: `AQL of ${reference}` });
const rowOf = (block: HTMLElement, defectClass: string) => {
  const row = within(block).getByRole('rowheader', { name: defectClass })
    .parentElement as HTMLTableRowElement;
  return Array.from(row.cells, (cell) => cell.textContent);
};
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const rulesLoaded = () => waitFor(() => expect(saveButton()).toBeEnabled());

beforeAll(serveRuleFile);
beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit, P.Verify] }) });
});

describe('BookingEdit', () => {
  it('shows an existing booking: number, status, lines with what is available, AQL, sampling and steps', async () => {
    await open(booking());
    expect(screen.getByText('INS-000012')).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(quantityOf('PO-1 NR-001 NV – Navy')).toHaveValue('300');
    expect(screen.getAllByTestId('booking-line')).toHaveLength(2);
    expect(within(screen.getAllByTestId('booking-line')[0]!).getByText('Available: 500')).toBeInTheDocument();
    const block = productBlock('NR-001');
    expect(within(block).getByText('Lot size: 500')).toBeInTheDocument();
    expect(within(block).getByText('Sample size: 50')).toBeInTheDocument();
    expect(rowOf(block, 'Major')).toEqual(['Major', '2.5', '3', '4']);
    expect(api.lookups).toHaveBeenCalledWith(3, 8, 21);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save and request' })).toBeNull();
    expect(screen.getByText('No files yet.')).toBeInTheDocument();
  });

  it('asks the server for the sampling once typing pauses, and shows its sample size and Ac/Re', async () => {
    await open(booking());
    expect(api.sampling).toHaveBeenCalledTimes(1);
    expect(api.sampling.mock.calls[0]![0]).toEqual([
      { lotSize: 500, aqlLevel: 2, customSampleSize: null, criticalAql: 0, majorAql: 2.5, minorAql: 4 },
    ]);
    const lines = screen.getAllByTestId('booking-line');
    await act(async () => {
      fireEvent.change(within(lines[0]!).getByLabelText('Quantity'), { target: { value: '400' } });
      fireEvent.change(within(lines[0]!).getByLabelText('Quantity'), { target: { value: '500' } });
    });
    // Still within the pause: nothing asked for the lot of 600 on the way.
    expect(api.sampling).toHaveBeenCalledTimes(1);
    const block = productBlock('NR-001');
    await waitFor(() => expect(within(block).getByText('Sample size: 80')).toBeInTheDocument());
    expect(api.sampling).toHaveBeenCalledTimes(2);
    expect(api.sampling.mock.calls[1]![0]).toEqual([expect.objectContaining({ lotSize: 700 })]);
    expect(within(block).getByText('Lot size: 700')).toBeInTheDocument();
    expect(rowOf(block, 'Major')).toEqual(['Major', '2.5', '5', '6']);
    expect(rowOf(block, 'Minor')).toEqual(['Minor', '4.0', '7', '8']);

    fireEvent.mouseDown(within(block).getByRole('combobox', { name: 'Major AQL' }));
    fireEvent.click(screen.getByRole('option', { name: '1.0' }));
    await waitFor(() => expect(api.sampling).toHaveBeenCalledTimes(3));
    expect(api.sampling.mock.calls[2]![0]).toEqual([expect.objectContaining({ lotSize: 700, majorAql: 1 })]);
  });

  it('says how much is available when a quantity is above it, and does not save', async () => {
    await open(booking());
    await rulesLoaded();
    const quantity = within(screen.getAllByTestId('booking-line')[0]!).getByLabelText('Quantity');
    await act(async () => {
      fireEvent.change(quantity, { target: { value: '501' } });
    });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(
      within(screen.getAllByTestId('booking-line')[0]!).getByText(
        'More than what is left of this PO line (500).',
      ),
    ).toBeInTheDocument();
    expect(api.booking.update).not.toHaveBeenCalled();
  });

  it('adds a picked open PO line, and its product with the customer’s AQL defaults for the service', async () => {
    await open(booking({ status: BookingStatus.New, actions: [BookingAction.Edit, BookingAction.Request] }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pick PO lines' }));
    });
    expect(poApi.purchaseOrderLite).toHaveBeenCalledWith(
      expect.objectContaining({ customerId: 3, supplierId: 8, factoryId: 21 }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pick PO-2 NR-002 Red' }));
    });
    expect(screen.getAllByTestId('booking-line')).toHaveLength(3);
    expect(quantityOf('PO-2 NR-002 RD – Red')).toHaveValue('120');
    const block = productBlock('NR-002');
    expect(within(block).getByText('AQL III')).toBeInTheDocument();
    expect(within(block).getByText('Lot size: 120')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.sampling).toHaveBeenLastCalledWith([
        {
          lotSize: 120,
          aqlLevel: 3,
          customSampleSize: null,
          criticalAql: null,
          majorAql: 1.5,
          minorAql: 2.5,
        },
      ]),
    );
    await waitFor(() => expect(within(block).getByText('Sample size: 50')).toBeInTheDocument());
    expect(rowOf(block, 'Critical')).toEqual(['Critical', 'Not inspected']);
  });

  it('"Save and request" sends request: true with the version read; Save alone does not', async () => {
    const draft = booking({
      status: BookingStatus.New,
      actions: [BookingAction.Edit, BookingAction.Request, BookingAction.Delete],
    });
    api.booking.update.mockImplementation(async (body: BookingDetail) =>
      saved({
        ...draft,
        status: BookingStatus.Requested,
        version: body.version + 1,
        actions: [BookingAction.Edit],
      }),
    );
    await open(draft);
    await rulesLoaded();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and request' }));
    });
    expect(api.booking.update).toHaveBeenCalledTimes(1);
    expect(api.booking.update.mock.calls[0]![0]).toMatchObject({
      id: 12,
      version: 4,
      request: true,
      customerId: 3,
      customerContactIds: [31],
      lines: [
        { id: 101, poLineId: 501, quantity: 300, containerNo: null },
        { id: 102, poLineId: 502, quantity: 200, containerNo: null },
      ],
      products: [
        { productId: 11, aqlLevel: 2, criticalAql: 0, majorAql: 2.5, minorAql: 4, pickingGroup: null },
      ],
    });
    // Requested now: no second request, and a plain save keeps the status.
    expect(screen.queryByRole('button', { name: 'Save and request' })).toBeNull();
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.booking.update.mock.calls[1]![0]).toMatchObject({ version: 5, request: false });
  });

  it('shows a booking whose actions lack edit read-only, its steps still offered', async () => {
    await open(booking({ actions: [BookingAction.Verify] }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pick PO lines' })).toBeNull();
    expect(
      screen.getByText('You can see this booking but not change it in its current status.'),
    ).toBeInTheDocument();
    expect(within(screen.getAllByTestId('booking-line')[0]!).getByLabelText('Quantity')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByTestId('booking-file-input')).toBeNull();
  });

  it('starts a new booking at 0: a customer user books for its own customer, files wait for the first save', async () => {
    useAuthStore.setState({
      user: aCurrentUser({ usertype: UserType.Customer, customerid: 3, permissions: [P.View, P.Edit] }),
    });
    await act(async () => {
      render(renderScreen('/1/inspedit/edit-booking/0', 'inspedit/edit-booking/0', <BookingEdit />));
    });
    expect(screen.getByRole('heading', { name: 'New booking' })).toBeInTheDocument();
    expect(api.booking.get).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    expect(api.lookups).toHaveBeenCalledWith(3, null, null);
    // A customer user picks among its own suppliers (the server's list), not the entity's.
    expect(api.parties).toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Supplier' }));
    expect(await screen.findByRole('option', { name: 'Shenzhen Knit' })).toBeInTheDocument();
    expect(api.supplierDataSource).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save and request' })).toBeInTheDocument();
    expect(screen.getByText('Save the booking first to attach files.')).toBeInTheDocument();
    expect(
      screen.getByText('Choose the customer, supplier and factory to pick their open PO lines.'),
    ).toBeInTheDocument();
  });
});
