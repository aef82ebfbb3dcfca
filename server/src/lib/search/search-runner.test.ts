/** @databases postgres */
import { countLimit, pageAndTotal } from './search-runner';

/** A page of `rows` rows and a count that says how often it was asked. */
function source(rows: number, total: number) {
  const counted = { times: 0 };
  return {
    counted,
    page: async () => Array.from({ length: rows }, (_, index) => index),
    count: async () => {
      counted.times += 1;
      return total;
    },
  };
}

describe('pageAndTotal', () => {
  it('takes the total from a last page instead of counting', async () => {
    const short = source(7, 999);
    expect(await pageAndTotal({ skip: 50, take: 25 }, short.page, short.count)).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      57,
    ]);
    const nothing = source(0, 999);
    expect((await pageAndTotal({ skip: 0, take: 25 }, nothing.page, nothing.count))[1]).toBe(0);
    const everything = source(3, 999);
    expect((await pageAndTotal({ skip: 0, take: null }, everything.page, everything.count))[1]).toBe(3);
    expect(short.counted.times + nothing.counted.times + everything.counted.times).toBe(0);
  });

  it('counts when the page is full, since more rows may follow', async () => {
    const full = source(25, 20_000);
    expect((await pageAndTotal({ skip: 0, take: 25 }, full.page, full.count))[1]).toBe(20_000);
    expect(full.counted.times).toBe(1);
  });

  it('counts when a page past the first is empty: the rows before it are unknown', async () => {
    const beyond = source(0, 40);
    expect((await pageAndTotal({ skip: 100, take: 25 }, beyond.page, beyond.count))[1]).toBe(40);
    expect(beyond.counted.times).toBe(1);
  });
});

describe('countLimit', () => {
  it('stops a capped count at the next round step past the page', () => {
    expect(countLimit({ skip: 0, take: 25 }, 10_000)).toBe(10_000);
    expect(countLimit({ skip: 9_975, take: 25 }, 10_000)).toBe(20_000);
    expect(countLimit({ skip: 10_000, take: 25 }, 10_000)).toBe(20_000);
  });
});
