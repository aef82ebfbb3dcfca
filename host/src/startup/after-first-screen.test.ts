import { afterFirstScreen } from './after-first-screen';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const state = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};

describe('afterFirstScreen', () => {
  it('waits the delay after a page that has loaded, then an idle moment', async () => {
    const settled = state(afterFirstScreen(2000));
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();
    expect(settled()).toBe(true);
  });

  it('counts the delay from the load event while the page is still loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settled = state(afterFirstScreen(2000));
    await jest.advanceTimersByTimeAsync(5000);
    expect(settled()).toBe(false);
    readyState.mockRestore();
    globalThis.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(2000);
    await jest.runOnlyPendingTimersAsync();
    expect(settled()).toBe(true);
  });
});
