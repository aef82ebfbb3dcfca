import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingAction, BookingStatus, Permissions } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aBookingDetail, saved } from '../booking-test-support';
import { aLine, renderScreen } from '../edit/booking-edit-test-support';
import { BookingSplit } from './booking-split';

const api = { booking: { get: jest.fn() }, split: jest.fn() };
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

/** Two lines: 300 of NR-001 and 200 of NR-002. */
const parent = aBookingDetail({
  actions: [BookingAction.Edit, BookingAction.Split],
  lines: [
    aLine(),
    aLine({
      id: 102,
      poLineId: 502,
      quantity: 200,
      productId: 12,
      productReference: 'NR-002',
      colorCode: 'RD',
      colorName: 'Red',
    }),
  ],
});

async function open() {
  api.booking.get.mockResolvedValue(saved(parent));
  await act(async () => {
    render(renderScreen('/1/inspsplit/split-booking/12', 'inspsplit/split-booking/:id', <BookingSplit />));
  });
}

const move = (index: number, value: string) =>
  fireEvent.change(within(screen.getAllByTestId('split-line')[index]!).getByLabelText('Quantity to move'), {
    target: { value },
  });
const split = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
  });

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [Permissions.InspectionSummary.Split] }) });
});

describe('BookingSplit', () => {
  it('refuses to move everything, or nothing', async () => {
    await open();
    await split();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Move at least one unit, and leave at least one unit on this booking.',
    );
    await act(async () => {
      move(0, '300');
      move(1, '200');
    });
    expect(within(screen.getAllByTestId('split-line')[1]!).getByText('Stays: 0')).toBeInTheDocument();
    await split();
    expect(screen.getByRole('alert')).toHaveTextContent('Move at least one unit');
    expect(api.split).not.toHaveBeenCalled();
  });

  it('sends the lines that move with the version read, then opens the new booking', async () => {
    const child = aBookingDetail({
      id: 13,
      bookingNo: 'INS-000013',
      parentId: 12,
      status: BookingStatus.Requested,
    });
    api.split.mockResolvedValue(saved({ parent, child }));
    await open();
    await act(async () => {
      move(1, '50');
    });
    await split();
    expect(api.split).toHaveBeenCalledWith(12, { version: 4, lines: [{ bookingLineId: 102, quantity: 50 }] });
    expect(screen.getByTestId('path')).toHaveTextContent('/1/inspedit/edit-booking/13');
    expect(
      await screen.findByText('Booking INS-000013 created with the moved quantities.'),
    ).toBeInTheDocument();
  });

  it('says why the server refused', async () => {
    api.split.mockResolvedValue({
      result: 9,
      errors: [{ field: 'lines', message: 'Move only lines of this booking.' }],
    });
    await open();
    await act(async () => {
      move(0, '10');
    });
    await split();
    expect(screen.getByRole('alert')).toHaveTextContent('Move only lines of this booking.');
  });
});
