import { aCandidate } from '../schedule-test-support';
import { isValidManDays, startingManDays } from './allocation-draft';

describe('allocation draft', () => {
  it('starts a QC at what the booking still misses, within what the QC has free, in quarter days', () => {
    expect(startingManDays(aCandidate({ freeManDays: 1 }), 0.5)).toBe(0.5);
    expect(startingManDays(aCandidate({ freeManDays: 0.25 }), 2)).toBe(0.25);
    expect(startingManDays(aCandidate({ freeManDays: 1 }), 3)).toBe(1);
    // Nothing missing: a quarter, not a silently over-staffed booking.
    expect(startingManDays(aCandidate({ freeManDays: 1 }), 0)).toBe(0.25);
    // Nothing free: the planner asks anyway and the server answers why not.
    expect(startingManDays(aCandidate({ freeManDays: 0 }), 0.75)).toBe(0.75);
  });

  it('takes man-days above 0 and at most 1, in quarters', () => {
    expect([0.25, 0.5, 0.75, 1].every(isValidManDays)).toBe(true);
    expect([null, 0, 0.2, 1.25, -0.25, Number.NaN].some(isValidManDays)).toBe(false);
  });
});
