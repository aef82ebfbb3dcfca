import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_ANIMATION_MS, TOAST_TIMEOUT_MS, clearToasts, showToast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => clearToasts());
});
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('announces info as a status and errors as an alert, newest first', () => {
    render(<Toaster />);
    act(() => {
      showToast({ kind: 'info', title: 'New task', message: 'Booking 12 to verify' });
      showToast({ kind: 'error', message: 'Could not save' });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts[0]).toHaveAttribute('role', 'alert');
    expect(toasts[0]).toHaveTextContent('Could not save');
    expect(toasts[1]).toHaveAttribute('role', 'status');
    expect(toasts[1]).toHaveTextContent('New taskBooking 12 to verify');
  });

  it('dismisses a toast on click', () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Tap me' });
    });
    fireEvent.click(screen.getByText('Tap me'));
    act(() => jest.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Tap me')).toBeNull();
  });

  it('keeps a toast while hovered', () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Hover me' });
    });
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    act(() => jest.advanceTimersByTime(TOAST_TIMEOUT_MS * 2));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    act(() => jest.advanceTimersByTime(1000 + TOAST_ANIMATION_MS));
    expect(screen.queryByText('Hover me')).toBeNull();
  });
});
