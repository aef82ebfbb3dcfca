import { BookingStatus as S } from '../status';
import { statusAfterAllocation } from './allocation-status';

describe('the status after allocation', () => {
  it.each([
    [S.Confirmed, 1, 2, S.AllocateQC],
    [S.Confirmed, 2, 2, S.Scheduled],
    [S.AllocateQC, 0.75 + 0.5 + 0.75, 2, S.Scheduled],
    [S.Rescheduled, 0.25, 2, S.AllocateQC],
    [S.Scheduled, 0, 2, S.Confirmed],
    [S.AllocateQC, 0, 1, S.Confirmed],
    [S.Rescheduled, 0, 1, S.Rescheduled],
    [S.Confirmed, 0.5, 0, S.Scheduled],
    [S.Confirmed, 0, 0, S.Confirmed],
  ])('%s with %s of %s man-days becomes %s', (current, allocated, needed, expected) => {
    expect(statusAfterAllocation(current, allocated, needed)).toBe(expected);
  });
});
