import { LeaveDayType } from './hr-enums';
import { halfDaySpan, leaveRangesOverlap } from './leave-overlap';

const { FullDay: F, FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;
const range = (startDate: string, endDate: string, startDayType = F, endDayType = F) => ({
  startDate,
  endDate,
  startDayType,
  endDayType,
});

describe('leaveRangesOverlap', () => {
  it.each<[string, ReturnType<typeof range>, ReturnType<typeof range>, boolean]>([
    ['the same day', range('2026-12-21', '2026-12-21'), range('2026-12-21', '2026-12-21'), true],
    ['next to each other', range('2026-12-21', '2026-12-22'), range('2026-12-23', '2026-12-24'), false],
    ['one inside the other', range('2026-12-21', '2026-12-31'), range('2026-12-24', '2026-12-24'), true],
    ['sharing the last day', range('2026-12-21', '2026-12-23'), range('2026-12-23', '2026-12-28'), true],
    [
      'morning and afternoon',
      range('2026-12-21', '2026-12-21', H1),
      range('2026-12-21', '2026-12-21', H2),
      false,
    ],
    ['two mornings', range('2026-12-21', '2026-12-21', H1), range('2026-12-21', '2026-12-21', H1), true],
    [
      'back at noon, the next one starts that afternoon',
      range('2026-12-21', '2026-12-23', F, H1),
      range('2026-12-23', '2026-12-24', H2, F),
      false,
    ],
    [
      'back at noon, the next one takes that morning',
      range('2026-12-21', '2026-12-23', F, H1),
      range('2026-12-23', '2026-12-23', H1),
      true,
    ],
    [
      'an afternoon inside a long leave',
      range('2026-12-21', '2026-12-31'),
      range('2026-12-24', '2026-12-24', H2),
      true,
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(leaveRangesOverlap(a, b)).toBe(expected);
    expect(leaveRangesOverlap(b, a)).toBe(expected);
  });

  it('reads first + second half of one day as the whole day, and refuses bad dates', () => {
    const whole = halfDaySpan(range('2026-12-21', '2026-12-21', H1, H2))!;
    expect(whole[1] - whole[0]).toBe(1);
    expect(halfDaySpan(range('2026-02-30', '2026-03-01'))).toBeNull();
    expect(halfDaySpan(range('2026-03-02', '2026-03-01'))).toBeNull();
    expect(leaveRangesOverlap(range('x', 'y'), range('2026-12-21', '2026-12-21'))).toBe(false);
  });
});
