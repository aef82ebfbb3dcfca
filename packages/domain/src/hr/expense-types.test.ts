import { amountCents, centsText, expenseTotals, isExpenseCurrency } from './expense-types';

describe('amountCents', () => {
  it('reads plain decimals with at most two decimals as whole cents', () => {
    expect(amountCents('12')).toBe(1200n);
    expect(amountCents('12.5')).toBe(1250n);
    expect(amountCents(' 0.07 ')).toBe(7n);
    expect(amountCents(19.99)).toBe(1999n);
    expect(amountCents('999999999999.99')).toBe(99999999999999n);
  });

  it('refuses signs, exponents, separators, three decimals and non-text', () => {
    for (const value of ['-1', '+1', '1e3', '1,50', '1.505', '.5', '', 'abc', null, undefined, {}, NaN])
      expect(amountCents(value)).toBeNull();
  });
});

describe('centsText', () => {
  it('writes two decimals', () => {
    expect(centsText(0n)).toBe('0.00');
    expect(centsText(5n)).toBe('0.05');
    expect(centsText(123450n)).toBe('1234.50');
    expect(centsText(-250n)).toBe('-2.50');
  });
});

describe('expenseTotals', () => {
  it('sums exactly per currency, alphabetically, skipping unreadable lines', () => {
    const totals = expenseTotals([
      { amount: '0.10', currency: 'USD' },
      { amount: '0.20', currency: 'USD' },
      { amount: '1500', currency: 'CNY' },
      { amount: 'x', currency: 'EUR' },
      { amount: '3', currency: null },
    ]);
    // 0.1 + 0.2 is exactly 0.30 here, as money must be.
    expect(totals).toEqual([
      { currency: 'CNY', amount: '1500.00' },
      { currency: 'USD', amount: '0.30' },
    ]);
  });
});

describe('isExpenseCurrency', () => {
  it('knows the listed ISO codes only, in capitals', () => {
    expect(isExpenseCurrency('EUR')).toBe(true);
    expect(isExpenseCurrency('eur')).toBe(false);
    expect(isExpenseCurrency('XXX')).toBe(false);
    expect(isExpenseCurrency(978)).toBe(false);
  });
});
