import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingAction, BookingStatus, ResourceResult } from '@portal/domain';
import { aBookingDetail, renderAt, saved } from '../booking-test-support';
import { BookingStepActions } from './booking-step-actions';

const api = { step: jest.fn() };
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

function setup(actions: BookingAction[], omit?: ('edit' | 'detail')[]) {
  const onChanged = jest.fn();
  render(
    renderAt(
      '/1/here',
      'here',
      <BookingStepActions id={12} version={4} actions={actions} onChanged={onChanged} omit={omit} />,
    ),
  );
  return { onChanged };
}

beforeEach(() => api.step.mockReset());

describe('BookingStepActions', () => {
  it('offers only the allowed steps, and links to the screens of the others', () => {
    setup([BookingAction.Verify, BookingAction.Cancel, BookingAction.Split, BookingAction.Edit], ['edit']);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      '/1/cancel-booking/12/Cancel',
    );
    expect(screen.getByRole('link', { name: 'Split' })).toHaveAttribute(
      'href',
      '/1/inspsplit/split-booking/12',
    );
    expect(screen.getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/12',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('verifies after the question, with the version read, and hands back the verified booking', async () => {
    const verified = aBookingDetail({ status: BookingStatus.Verified, version: 5 });
    api.step.mockResolvedValue(saved(verified));
    const { onChanged } = setup([BookingAction.Verify]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify booking INS-000012?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'verify', { version: 4, reason: null });
    expect(onChanged).toHaveBeenCalledWith(verified);
    expect(await screen.findByText('Booking INS-000012 is verified.')).toBeInTheDocument();
  });

  it('asks a reason to hold and sends it', async () => {
    api.step.mockResolvedValue(saved(aBookingDetail({ status: BookingStatus.Hold })));
    setup([BookingAction.Hold]);
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put booking INS-000012 on hold' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(api.step).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Factory closed  ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'hold', { version: 4, reason: 'Factory closed' });
  });

  it('shows the server’s refusal and follows the booking as it is now', async () => {
    const current = aBookingDetail({ status: BookingStatus.Verified, version: 6 });
    api.step.mockResolvedValue({
      result: ResourceResult.Conflict,
      current,
      message: 'Another user changed this booking since you opened it.',
    });
    const { onChanged } = setup([BookingAction.Verify]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    });
    expect(
      await screen.findByText('Another user changed this booking since you opened it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Booking INS-000012 was not changed')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith(current);
  });
});
