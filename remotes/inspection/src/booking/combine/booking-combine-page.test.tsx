import { act, fireEvent, render, screen } from '@testing-library/react';
import { BookingAction, BookingStatus, ResourceResult, type BookingRow } from '@portal/domain';
import { aBookingDetail, aBookingRow, renderAt, saved } from '../booking-test-support';
import { BookingCombinePage } from './booking-combine-page';

const combinable = [BookingAction.Edit, BookingAction.Combine];
const rows: BookingRow[] = [
  aBookingRow({ id: 12, bookingNo: 'INS-000012', actions: combinable }),
  aBookingRow({ id: 14, bookingNo: 'INS-000014', status: BookingStatus.Verified, actions: combinable }),
  aBookingRow({ id: 15, bookingNo: 'INS-000015', actions: combinable }),
  // Listed by the search but not the caller's to combine: not offered.
  aBookingRow({ id: 16, bookingNo: 'INS-000016', actions: [] }),
];
const api = {
  booking: {
    search: jest.fn(async (request: { bookingNo?: string }) => ({
      result: 1,
      data: request.bookingNo ? rows.filter((row) => row.bookingNo === request.bookingNo) : rows,
      total: 4,
    })),
  },
  combine: jest.fn(),
};
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

beforeEach(() => jest.clearAllMocks());

async function open(url = '/1/inspcombine/combine-booking') {
  await act(async () => {
    render(renderAt(url, 'inspcombine/combine-booking', <BookingCombinePage />));
  });
}

const box = (number: string) => screen.getByRole('checkbox', { name: `Combine ${number}` });
const keep = (number: string) => screen.getByRole('radio', { name: `Keep ${number}` });

describe('BookingCombinePage', () => {
  it('finds the first booking, lists the compatible ones and combines the chosen ones into the target', async () => {
    api.combine.mockResolvedValue(saved(aBookingDetail({ id: 14, actions: [BookingAction.Edit] })));
    await open();
    fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: 'ins-12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    });
    expect(api.booking.search).toHaveBeenLastCalledWith(
      expect.objectContaining({
        customerIds: [3],
        supplierIds: [8],
        factoryIds: [21],
        serviceTypes: [3],
        statuses: [1, 8, 2, 3],
      }),
    );
    expect(box('INS-000012')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Combine INS-000016' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Combine 1 booking' });
    expect(submit).toBeDisabled();
    expect(keep('INS-000015')).toBeDisabled();
    fireEvent.click(box('INS-000014'));
    fireEvent.click(keep('INS-000014'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Combine 2 bookings' }));
    });
    expect(api.combine).toHaveBeenCalledWith({ bookingIds: [12, 14], targetId: 14 });
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
    expect(await screen.findByText('The bookings are combined into INS-000014.')).toBeInTheDocument();
  });

  it('preselects the bookings of the link and shows a refusal', async () => {
    api.combine.mockResolvedValue({
      result: ResourceResult.Invalid,
      errors: [{ field: 'bookingIds', message: 'Only bookings of the same customer can be combined.' }],
    });
    await open('/1/inspcombine/combine-booking?ids=12,15');
    expect(box('INS-000012')).toBeChecked();
    expect(box('INS-000015')).toBeChecked();
    expect(box('INS-000014')).not.toBeChecked();
    expect(keep('INS-000012')).toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Combine 2 bookings' }));
    });
    expect(api.combine).toHaveBeenCalledWith({ bookingIds: [12, 15], targetId: 12 });
    expect(
      await screen.findByText('Only bookings of the same customer can be combined.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The bookings were not combined')).toBeInTheDocument();
  });

  it('says when the number is not a booking that can be combined', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: 'INS-999' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    });
    expect(screen.getByText('No booking that can still be combined has this number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: 'PO-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    });
    expect(screen.getByText('Type a booking number such as INS-000123.')).toBeInTheDocument();
  });
});
