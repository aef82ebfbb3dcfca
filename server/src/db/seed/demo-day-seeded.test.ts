/** @databases both */
// First: test-app sets up the module shims the app needs.
import '../../test/test-app';
import { describeSeededDays } from './demo-day-seeded.test-support';

// The year's awkward days, with demo-day-seeded-more.test.ts (two files, so two workers share them).
describeSeededDays([
  { day: '2027-01-31', time: '23:55', why: 'a Sunday, the end of a month' },
  { day: '2027-03-28', time: '00:05', why: 'summer time starts in Europe' },
  { day: '2027-03-29', time: '09:30', why: 'a Monday, Easter Monday in Paris' },
  { day: '2027-04-30', time: '23:55', why: 'the end of a month, a holiday in Ho Chi Minh City' },
  { day: '2027-10-29', time: '09:30', why: 'Republic Day in Istanbul, Diwali in Delhi' },
]);
