import {
  EMPTY_TIME,
  fromTimeValue,
  isValidHour,
  isValidTime,
  padPart,
  to12Hour,
  to24Hour,
  toTimeValue,
  type TimeParts,
} from './time-logic';

const parts = (hour: string, minute: string, second = '', meridian: 'AM' | 'PM' = 'AM'): TimeParts => ({
  hour,
  minute,
  second,
  meridian,
});

describe('isValidTime', () => {
  it('needs a valid hour and minute on the default 24-hour clock', () => {
    expect(isValidTime(parts('00', '00'))).toBe(true);
    expect(isValidTime(parts('23', '59'))).toBe(true);
    expect(isValidTime(parts('7', '5'))).toBe(true);
    expect(isValidTime(parts('24', '00'))).toBe(false);
    expect(isValidTime(parts('12', '60'))).toBe(false);
    expect(isValidTime(parts('', '30'))).toBe(false);
    expect(isValidTime(parts('12', ''))).toBe(false);
  });

  it('ignores the seconds unless they are shown, then needs them too', () => {
    expect(isValidTime(parts('10', '15', ''))).toBe(true);
    expect(isValidTime(parts('10', '15', ''), { showSeconds: true })).toBe(false);
    expect(isValidTime(parts('10', '15', '60'), { showSeconds: true })).toBe(false);
    expect(isValidTime(parts('10', '15', '59'), { showSeconds: true })).toBe(true);
  });

  it('takes hours 1 to 12 with a meridian', () => {
    expect(isValidTime(parts('12', '00'), { meridian: true })).toBe(true);
    expect(isValidTime(parts('1', '00'), { meridian: true })).toBe(true);
    expect(isValidTime(parts('00', '00'), { meridian: true })).toBe(false);
    expect(isValidTime(parts('13', '00'), { meridian: true })).toBe(false);
  });

  it('refuses anything but one or two digits', () => {
    expect(isValidHour('1a')).toBe(false);
    expect(isValidHour('007')).toBe(false);
    expect(isValidHour('-1')).toBe(false);
    expect(isValidTime(parts('10', '5.5'))).toBe(false);
  });
});

describe('12 and 24-hour clocks', () => {
  it('maps 12 AM to 00 and 12 PM to 12', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(1, 'PM')).toBe(13);
    expect(to24Hour(11, 'AM')).toBe(11);
    expect(to12Hour(0)).toEqual({ hour: 12, meridian: 'AM' });
    expect(to12Hour(12)).toEqual({ hour: 12, meridian: 'PM' });
    expect(to12Hour(23)).toEqual({ hour: 11, meridian: 'PM' });
  });
});

describe('toTimeValue and fromTimeValue', () => {
  it('gives a 24-hour HH:mm value, with seconds when shown, null when invalid', () => {
    expect(toTimeValue(parts('7', '5'))).toBe('07:05');
    expect(toTimeValue(parts('7', '5', '9'), { showSeconds: true })).toBe('07:05:09');
    expect(toTimeValue(parts('7', '5', '', 'PM'), { meridian: true })).toBe('19:05');
    expect(toTimeValue(parts('12', '00', '', 'AM'), { meridian: true })).toBe('00:00');
    expect(toTimeValue(parts('25', '00'))).toBeNull();
  });

  it('reads a bound value back into parts', () => {
    expect(fromTimeValue('19:05')).toEqual(parts('19', '05', '00', 'PM'));
    expect(fromTimeValue('19:05:30', { meridian: true })).toEqual(parts('07', '05', '30', 'PM'));
    expect(fromTimeValue('00:15', { meridian: true })).toEqual(parts('12', '15', '00', 'AM'));
  });

  it('shows empty parts for nothing or for an unreadable value', () => {
    expect(fromTimeValue(null)).toEqual(EMPTY_TIME);
    expect(fromTimeValue('25:00')).toEqual(EMPTY_TIME);
    expect(fromTimeValue('noon')).toEqual(EMPTY_TIME);
  });

  it('round-trips every minute of the day on both clocks', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(toTimeValue(fromTimeValue(value))).toBe(value);
      expect(toTimeValue(fromTimeValue(value, { meridian: true }), { meridian: true })).toBe(value);
    }
  });
});

describe('padPart', () => {
  it('adds the leading zero to one digit only', () => {
    expect(padPart('5')).toBe('05');
    expect(padPart('15')).toBe('15');
    expect(padPart('')).toBe('');
  });
});
