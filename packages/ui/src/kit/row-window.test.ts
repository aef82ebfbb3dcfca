import { rowWindow } from './row-window';

describe('rowWindow', () => {
  it('draws the first screenful plus the overscan at the top', () => {
    expect(rowWindow(200, 40, 0, 400, 6)).toEqual({ start: 0, end: 17, before: 0, after: 183 * 40 });
  });

  it('follows the scroll position and keeps the total height', () => {
    const win = rowWindow(200, 40, 4000, 400, 6);
    expect(win).toEqual({ start: 94, end: 117, before: 94 * 40, after: 83 * 40 });
    expect(win.before + (win.end - win.start) * 40 + win.after).toBe(200 * 40);
  });

  it('stops at the last row', () => {
    expect(rowWindow(30, 40, 100000, 400, 6)).toEqual({ start: 30, end: 30, before: 1200, after: 0 });
    expect(rowWindow(30, 40, 800, 400, 6)).toMatchObject({ start: 14, end: 30, after: 0 });
  });

  it('draws nothing for an empty list', () => {
    expect(rowWindow(0, 40, 0, 400)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
