import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BookingAction, BookingStatus } from '@portal/domain';
import { aBookingDetail, renderAt, saved } from '../booking-test-support';
import { BookingCancelPage } from './booking-cancel-page';

const api = { booking: { get: jest.fn() }, step: jest.fn() };
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

beforeEach(() => jest.clearAllMocks());

async function open(booking = aBookingDetail()) {
  api.booking.get.mockResolvedValue(saved(booking));
  await act(async () => {
    render(renderAt('/1/cancel-booking/12/Cancel', 'cancel-booking/:id/Cancel', <BookingCancelPage />));
  });
}

describe('BookingCancelPage', () => {
  it('needs a reason, then cancels at the version read and shows the cancelled booking', async () => {
    api.step.mockResolvedValue(
      saved(
        aBookingDetail({
          status: BookingStatus.Cancel,
          cancelReason: 'Order withdrawn',
          version: 5,
          actions: [],
        }),
      ),
    );
    await open();
    expect(screen.getByRole('heading', { name: 'Cancel booking INS-000012' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Retail Ltd')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    });
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    expect(api.step).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Why is it cancelled?'), {
      target: { value: ' Order withdrawn ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    });
    await waitFor(() =>
      expect(api.step).toHaveBeenCalledWith(12, 'cancel', { version: 4, reason: 'Order withdrawn' }),
    );
    expect(await screen.findByText('This booking is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Order withdrawn')).toBeInTheDocument();
    expect(screen.queryByLabelText('Why is it cancelled?')).toBeNull();
    expect(await screen.findByText('Booking INS-000012 is cancelled.')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    api.step.mockResolvedValue({ result: 8, message: 'Suppliers and factories may not cancel.' });
    await open();
    fireEvent.change(screen.getByLabelText('Why is it cancelled?'), { target: { value: 'No stock' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    });
    expect(await screen.findByText('Suppliers and factories may not cancel.')).toBeInTheDocument();
    expect(screen.getByLabelText('Why is it cancelled?')).toBeInTheDocument();
  });

  it('says why an already cancelled booking was cancelled, and where it was combined into', async () => {
    await open(
      aBookingDetail({
        status: BookingStatus.Cancel,
        cancelReason: 'Combined',
        combinedIntoId: 30,
        actions: [],
      }),
    );
    expect(screen.getByText('This booking is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INS-000030' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/30',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says when the booking cannot be cancelled in its status', async () => {
    await open(aBookingDetail({ status: BookingStatus.Inspected, actions: [BookingAction.Edit] }));
    expect(screen.getByText('This booking cannot be cancelled while it is Inspected.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
