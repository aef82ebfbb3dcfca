import { TOP_MENU_MAX, isMobileWidth, menuTitleWidth, topMenuCount } from './top-menu';

// Ten titles of 10 characters: 120 px each; the overflow entry "More" takes 60 px.
const TEN = Array.from({ length: 10 }, (_, index) => `Heading ${String(index).padStart(2, '0')}`);

describe('topMenuCount', () => {
  it('needs 20 px plus 10 px per character for each title', () => {
    expect(menuTitleWidth('Inspection')).toBe(120);
    expect(menuTitleWidth('')).toBe(20);
  });

  it('never shows more than 7 headings, however wide the header', () => {
    expect(topMenuCount(TEN, 1400, 'More')).toBe(TOP_MENU_MAX);
    expect(topMenuCount(TEN, 5000, 'More')).toBe(7);
  });

  it('shows fewer on a narrower header, keeping room for the overflow entry', () => {
    // 900 px: 7 titles need 840, plus 60 for "More" = 900: all 7 fit exactly.
    expect(topMenuCount(TEN, 900, 'More')).toBe(7);
    // 600 px: 4 titles (480) + More (60) = 540 fits; 5 titles would be 660.
    expect(topMenuCount(TEN, 600, 'More')).toBe(4);
    // 500 px: 4 titles fit alone (480) but not with More (540), so 3.
    expect(topMenuCount(TEN, 500, 'More')).toBe(3);
  });

  it('needs no room for the overflow entry when everything fits', () => {
    expect(topMenuCount(['Audit', 'Reports'], 160, 'More')).toBe(2);
    expect(topMenuCount(['Audit', 'Reports'], 159, 'More')).toBe(1);
  });

  it('keeps the starting count while the width is unknown', () => {
    expect(topMenuCount(TEN, 0, 'More')).toBe(7);
    expect(topMenuCount(['One'], Number.NaN, 'More')).toBe(1);
  });

  it('can show none when not even one heading and the overflow entry fit', () => {
    expect(topMenuCount(TEN, 100, 'More')).toBe(0);
  });
});

describe('isMobileWidth', () => {
  it('is mobile under 450 px only', () => {
    expect(isMobileWidth(449)).toBe(true);
    expect(isMobileWidth(450)).toBe(false);
  });
});
