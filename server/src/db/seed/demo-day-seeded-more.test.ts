/** @databases both */
// First: test-app sets up the module shims the app needs.
import '../../test/test-app';
import { describeSeededDays } from './demo-day-seeded.test-support';

// The year's awkward days, with demo-day-seeded.test.ts (two files, so two workers share them).
describeSeededDays([
  { day: '2027-03-27', time: '23:55', why: 'a Saturday before summer time' },
  { day: '2027-10-31', time: '00:05', why: 'a Sunday, summer time ends, the end of a month' },
  { day: '2027-11-01', time: '09:30', why: 'a Monday, All Saints’ Day in Paris' },
  { day: '2027-12-31', time: '23:55', why: 'the last day of a year' },
  { day: '2028-02-29', time: '09:30', why: 'a leap day' },
]);
