/** @databases postgres */
import { checkRows, etdOf, quantityOf, textOf } from './row-checks';
import type { SheetRow } from './sheet-reader';

describe('purchase order row checks', () => {
  it('reads an ETD from a date cell or dd/MM/yyyy text of a real day only', () => {
    expect(etdOf(new Date(Date.UTC(2027, 1, 28)))).toBe('2027-02-28');
    expect(etdOf('29/02/2028')).toBe('2028-02-29');
    for (const text of ['29/02/2027', '31/04/2027', '2027-01-05', '5/1/2027', '05/01/27', 'soon', ''])
      expect(etdOf(text)).toBeNull();
    expect(etdOf(46392)).toBeNull();
    expect(etdOf(null)).toBeNull();
  });

  it('takes whole quantities above zero from numbers and numeric text', () => {
    expect(quantityOf(120)).toBe(120);
    expect(quantityOf(' 75 ')).toBe(75);
    expect(quantityOf('48.0')).toBe(48);
    expect(quantityOf(null)).toBe('quantityMandatory');
    for (const value of [12.5, '12.5', '1,000', 'abc', 1e12])
      expect(quantityOf(value)).toBe('quantityInvalid');
    for (const value of [0, -3, '-3']) expect(quantityOf(value)).toBe('quantityNotPositive');
  });

  it('writes numbers without exponent and dates as the template asks', () => {
    expect(textOf(4006381333931)).toBe('4006381333931');
    expect(textOf(new Date(Date.UTC(2027, 0, 5)))).toBe('05/01/2027');
    expect(textOf('  ')).toBeNull();
  });

  it('flags every row repeating a product and colour of a PO, whatever the case', () => {
    const row = (number: number, colorCode: string): SheetRow => ({
      row: number,
      values: {
        poNumber: 'PO-1',
        productReference: 'REF-1',
        productDescription: 'Tee',
        barcode: null,
        colorCode,
        colorName: 'Navy',
        quantity: 10,
        etd: '05/01/2027',
        destinationCountry: 'France',
      },
    });
    const outcome = checkRows([row(2, 'NVY'), row(3, 'BLK'), row(4, 'nvy')], {
      countryIdOf: (text) => (text === 'France' ? 250 : null),
      existingPoNumbers: new Set(),
    });
    expect(outcome.errors).toEqual([
      { row: 2, codes: ['duplicateProducts'] },
      { row: 4, codes: ['duplicateProducts'] },
    ]);
    expect(outcome.lines.map((line) => line.row)).toEqual([3]);
  });
});
