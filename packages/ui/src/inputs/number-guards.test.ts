import {
  allowDecimalKey,
  allowDecimalPaste,
  allowNumericKey,
  allowNumericPaste,
  applyEdit,
  BLOCKED_NUMBER_KEYS,
  isAcceptableDecimal,
  isAcceptableNumeric,
  parseNumberText,
} from './number-guards';

describe('applyEdit', () => {
  it('inserts at the caret, replaces a selection, and appends when the caret is unknown', () => {
    expect(applyEdit({ value: '1234', insert: '9', selectionStart: 2, selectionEnd: 2 })).toBe('12934');
    expect(applyEdit({ value: '1234', insert: '9', selectionStart: 1, selectionEnd: 3 })).toBe('194');
    expect(applyEdit({ value: '12', insert: '3' })).toBe('123');
  });
});

describe('numeric key guard', () => {
  it('blocks - + e E', () => {
    expect(BLOCKED_NUMBER_KEYS).toEqual(['-', '+', 'e', 'E']);
    for (const key of BLOCKED_NUMBER_KEYS) expect(allowNumericKey({ key, value: '12' })).toBe(false);
  });

  it('lets digits, control keys and shortcuts through', () => {
    expect(allowNumericKey({ key: '7', value: '12' })).toBe(true);
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home']) {
      expect(allowNumericKey({ key, value: '1234' }, 4)).toBe(true);
    }
    expect(allowNumericKey({ key: 'v', value: '12', ctrlKey: true })).toBe(true);
    expect(allowNumericKey({ key: 'c', value: '12', metaKey: true })).toBe(true);
  });

  it('blocks other characters, a decimal point included', () => {
    for (const key of ['a', '.', ',', ' ']) expect(allowNumericKey({ key, value: '1' })).toBe(false);
  });

  it('stops once the value reaches the maximum length', () => {
    expect(allowNumericKey({ key: '5', value: '123' }, 4)).toBe(true);
    expect(allowNumericKey({ key: '5', value: '1234' }, 4)).toBe(false);
  });

  it('still lets a selection be replaced at the maximum length', () => {
    expect(allowNumericKey({ key: '5', value: '1234', selectionStart: 0, selectionEnd: 2 }, 4)).toBe(true);
  });

  it('has no length limit without a maximum', () => {
    expect(allowNumericKey({ key: '5', value: '1'.repeat(50) })).toBe(true);
  });
});

describe('decimal key guard', () => {
  it('blocks - + e E', () => {
    for (const key of BLOCKED_NUMBER_KEYS) expect(allowDecimalKey({ key, value: '1.5' }, 2)).toBe(false);
  });

  it('accepts one decimal point only', () => {
    expect(allowDecimalKey({ key: '.', value: '12' }, 2)).toBe(true);
    expect(allowDecimalKey({ key: '.', value: '12.5' }, 2)).toBe(false);
  });

  it('stops once the decimals reach the count', () => {
    expect(allowDecimalKey({ key: '3', value: '1.2' }, 2)).toBe(true);
    expect(allowDecimalKey({ key: '3', value: '1.25' }, 2)).toBe(false);
    expect(allowDecimalKey({ key: '3', value: '1.253' }, 3)).toBe(false);
  });

  it('still lets the integer part grow when the decimals are full', () => {
    expect(allowDecimalKey({ key: '9', value: '1.25', selectionStart: 0, selectionEnd: 0 }, 2)).toBe(true);
  });

  it('with 0 decimals takes whole numbers only', () => {
    expect(allowDecimalKey({ key: '.', value: '12' }, 0)).toBe(false);
    expect(allowDecimalKey({ key: '3', value: '12' }, 0)).toBe(true);
  });

  it('honours a maximum length too', () => {
    expect(allowDecimalKey({ key: '1', value: '12.3' }, 2, 4)).toBe(false);
  });
});

describe('paste guards', () => {
  it('refuse pasted text holding a blocked character', () => {
    expect(allowNumericPaste({ value: '', insert: '-12' })).toBe(false);
    expect(allowNumericPaste({ value: '', insert: '1e5' })).toBe(false);
    expect(allowDecimalPaste({ value: '', insert: '+1.5' }, 2)).toBe(false);
    expect(allowDecimalPaste({ value: '', insert: '1E3' }, 2)).toBe(false);
  });

  it('refuse a paste that would pass the maximum length or the decimal count', () => {
    expect(allowNumericPaste({ value: '12', insert: '345' }, 4)).toBe(false);
    expect(allowNumericPaste({ value: '12', insert: '34' }, 4)).toBe(true);
    expect(allowDecimalPaste({ value: '', insert: '1.234' }, 2)).toBe(false);
    expect(allowDecimalPaste({ value: '', insert: ' 1.23 ' }, 2)).toBe(true);
  });

  it('refuse letters', () => {
    expect(allowNumericPaste({ value: '', insert: '12a' })).toBe(false);
  });
});

describe('acceptable text and reading numbers', () => {
  it('judges whole texts', () => {
    expect(isAcceptableNumeric('')).toBe(true);
    expect(isAcceptableNumeric('0012', 4)).toBe(true);
    expect(isAcceptableNumeric('-1')).toBe(false);
    expect(isAcceptableDecimal('12.')).toBe(true);
    expect(isAcceptableDecimal('.5', 2)).toBe(true);
    expect(isAcceptableDecimal('1.2.3')).toBe(false);
  });

  it('reads typed text as a number, empty as null', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('007')).toBe(7);
    expect(parseNumberText('1.25')).toBe(1.25);
  });
});
