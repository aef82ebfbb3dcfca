import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BookingAction, BookingStatus, Permissions } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aBookingDetail, aBookingRow, renderAt, saved } from '../booking-test-support';
import { BookingSummary } from './booking-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const rows = [
  aBookingRow(),
  aBookingRow({
    id: 13,
    bookingNo: 'INS-000013',
    status: BookingStatus.Cancel,
    band: null,
    hoursToInspection: null,
    actions: [],
  }),
];
const api = {
  booking: { search: jest.fn(async () => ({ result: 1, data: rows, total: 2 })), export: jest.fn() },
  step: jest.fn(),
  lookups: jest.fn(async () => ({ result: 1, data: { offices: [] } })),
  customerDataSource: jest.fn(),
  supplierDataSource: jest.fn(),
  factoryDataSource: jest.fn(),
  productDataSource: jest.fn(),
};
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

const P = Permissions.InspectionSummary;
// Fixed "today" for the presets: Sunday 15 March 2026.
beforeAll(() =>
  jest.useFakeTimers({
    now: new Date(2026, 2, 15, 10),
    doNotFake: [
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
    ],
  }),
);
afterAll(() => jest.useRealTimers());

async function open(permissions: string[], url = '/1/inspsummary/booking-summary') {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt(url, 'inspsummary/booking-summary', <BookingSummary />));
  });
}

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr')!;

describe('BookingSummary', () => {
  it('lists bookings with their status, hours band and the steps each allows', async () => {
    await open([P.View]);
    const first = rowOf('INS-000012');
    expect(within(first).getByRole('link', { name: 'INS-000012' })).toHaveAttribute(
      'href',
      '/1/inspedit/edit-booking/12',
    );
    expect(within(first).getByText('Requested')).toBeInTheDocument();
    expect(within(first).getByText('< 24 h')).toHaveAttribute('data-band', '1');
    expect(within(first).getByText('02/03/2026 – 03/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('Final inspection')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    const cancelled = rowOf('INS-000013');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.querySelector('[data-band]')).toBeNull();
    expect(within(cancelled).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Combine bookings' })).toBeNull();
    // The rest of a row's actions wait behind one small menu, so the row keeps one line.
    fireEvent.click(within(first).getByRole('button', { name: 'More actions on INS-000012' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    // The cancel screen is another route: the summary is left.
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('offers New and Combine to those who may, and a verified row changes in place', async () => {
    api.step.mockResolvedValue(
      saved(aBookingDetail({ status: BookingStatus.Verified, version: 5, actions: [BookingAction.Confirm] })),
    );
    await open([P.View, P.Edit, P.Combine]);
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/1/inspedit/edit-booking/0');
    expect(screen.getByRole('link', { name: 'Combine bookings' })).toHaveAttribute(
      'href',
      '/1/inspcombine/combine-booking',
    );
    fireEvent.click(within(rowOf('INS-000012')).getByRole('button', { name: 'Verify' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'verify', { version: 4, reason: null });
    expect(within(rowOf('INS-000012')).getByText('Verified')).toBeInTheDocument();
    expect(within(rowOf('INS-000012')).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches the inspection days a preset fills in', async () => {
    await open([P.View]);
    api.booking.search.mockClear();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Inspection date: period' }));
    fireEvent.click(screen.getByRole('option', { name: 'Next 7 days' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(api.booking.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ inspectionDateFrom: '2026-03-15', inspectionDateTo: '2026-03-21', skip: 0 }),
    );
  });

  it('does not offer a customer user the choice of customer', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View], usertype: 2, customerid: 3 }) });
    await act(async () => {
      render(renderAt('/1/inspsummary/booking-summary', 'inspsummary/booking-summary', <BookingSummary />));
    });
    expect(screen.queryByRole('combobox', { name: 'Customers' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Offices' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Suppliers' })).toBeInTheDocument();
  });
});
