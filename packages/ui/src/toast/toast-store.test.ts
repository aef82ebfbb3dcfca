import {
  TOAST_ANIMATION_MS,
  TOAST_EXTENDED_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  clearToasts,
  dismissToast,
  getToasts,
  holdToast,
  releaseToast,
  showToast,
} from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  clearToasts();
});
afterEach(() => jest.useRealTimers());

const ids = () => getToasts().map((toast) => toast.id);

describe('toast store', () => {
  it('puts the newest on top and keeps every toast (no limit)', () => {
    const shown = Array.from({ length: 12 }, (_, i) => showToast({ message: `m${i}` }));
    expect(ids()).toEqual([...shown].reverse());
    expect(getToasts()[0]).toMatchObject({ kind: 'info', message: 'm11', title: null });
  });

  it('fades a toast out after 5000 ms and removes it after the 300 ms animation', () => {
    const id = showToast({ kind: 'success', title: 'Saved', message: 'Done' });
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(getToasts()[0]!.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(getToasts()[0]).toMatchObject({ id, leaving: true });
    jest.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(getToasts()).toEqual([]);
  });

  it('keeps a hovered toast, then gives it the extended 1000 ms after the pointer leaves', () => {
    const id = showToast({ message: 'Read me' });
    jest.advanceTimersByTime(4000);
    holdToast(id);
    jest.advanceTimersByTime(60_000);
    expect(getToasts()[0]!.leaving).toBe(false);
    releaseToast(id);
    jest.advanceTimersByTime(TOAST_EXTENDED_TIMEOUT_MS - 1);
    expect(getToasts()[0]!.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(getToasts()[0]!.leaving).toBe(true);
  });

  it('dismisses one toast on demand and leaves the others', () => {
    const first = showToast({ message: 'a' });
    const second = showToast({ message: 'b' });
    dismissToast(first);
    jest.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(ids()).toEqual([second]);
    dismissToast(999); // unknown: nothing happens
    expect(ids()).toEqual([second]);
  });
});
