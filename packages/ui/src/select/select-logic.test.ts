import {
  canOpen,
  checkSelectValue,
  computeWindow,
  filterOptions,
  isMaxReached,
  isTermLongEnough,
  mergeOptions,
  moveActive,
  panelState,
  scrollToRow,
  SELECT_PANEL_MAX_HEIGHT,
  SELECT_SEARCH_DELAY_MS,
  SELECT_VIRTUAL_BUFFER,
  shouldOfferTag,
  toIdList,
} from './select-logic';

const options = [
  { value: 1, label: 'France' },
  { value: 2, label: 'Germany' },
  { value: 3, label: 'Finland' },
];

describe('spec constants', () => {
  it('uses buffer 4, a 240 px panel and a 200 ms search delay', () => {
    expect(SELECT_VIRTUAL_BUFFER).toBe(4);
    expect(SELECT_PANEL_MAX_HEIGHT).toBe(240);
    expect(SELECT_SEARCH_DELAY_MS).toBe(200);
  });
});

describe('checkSelectValue', () => {
  it('takes null and undefined as nothing selected', () => {
    expect(checkSelectValue(null, { multiple: true, hasCompareWith: false })).toEqual({
      values: [],
      error: null,
    });
    expect(checkSelectValue(undefined, { multiple: false, hasCompareWith: false }).values).toEqual([]);
  });

  it('demands an array for a multi-select and treats anything else as empty', () => {
    const check = checkSelectValue(5, { multiple: true, hasCompareWith: false });
    expect(check.values).toEqual([]);
    expect(check.error).toMatch(/multi-select needs an array/);
    expect(checkSelectValue([5, 6], { multiple: true, hasCompareWith: false })).toEqual({
      values: [5, 6],
      error: null,
    });
  });

  it('refuses an array in a single select', () => {
    expect(checkSelectValue([5], { multiple: false, hasCompareWith: false }).error).toMatch(/single select/);
  });

  it('rejects object values unless a compare function is given', () => {
    const value = { id: 1 };
    const rejected = checkSelectValue(value, { multiple: false, hasCompareWith: false });
    expect(rejected).toEqual({ values: [], error: expect.stringMatching(/compareWith/) });
    expect(checkSelectValue([value], { multiple: true, hasCompareWith: false }).values).toEqual([]);
    expect(checkSelectValue(value, { multiple: false, hasCompareWith: true })).toEqual({
      values: [value],
      error: null,
    });
  });

  it('keeps a single primitive value, including 0 and the empty string', () => {
    expect(checkSelectValue(0, { multiple: false, hasCompareWith: false }).values).toEqual([0]);
    expect(checkSelectValue('', { multiple: false, hasCompareWith: false }).values).toEqual(['']);
  });
});

describe('canOpen', () => {
  const base = { multiple: true, selectedCount: 0, selectableCount: 3 };

  it('opens when something is left to select', () => {
    expect(canOpen(base)).toBe(true);
  });

  it('cannot open when disabled', () => {
    expect(canOpen({ ...base, disabled: true })).toBe(false);
    expect(canOpen({ ...base, disabled: true, hasDataSource: true })).toBe(false);
  });

  it('cannot open when the maximum of selected items is reached', () => {
    expect(canOpen({ ...base, selectedCount: 2, maxSelectedItems: 2, hasDataSource: true })).toBe(false);
    expect(canOpen({ ...base, selectedCount: 1, maxSelectedItems: 2 })).toBe(true);
  });

  it('cannot open when nothing is left to select', () => {
    expect(canOpen({ ...base, selectedCount: 3, selectableCount: 0 })).toBe(false);
    expect(canOpen({ multiple: false, selectedCount: 0, selectableCount: 0 })).toBe(false);
  });

  it('opens with nothing known yet when a datasource, add-tag or loading may bring items', () => {
    expect(canOpen({ ...base, selectableCount: 0, hasDataSource: true })).toBe(true);
    expect(canOpen({ ...base, selectableCount: 0, addTag: true })).toBe(true);
    expect(canOpen({ ...base, selectableCount: 0, loading: true })).toBe(true);
  });
});

describe('isMaxReached', () => {
  it('only applies to a multi-select with a positive maximum', () => {
    expect(isMaxReached(true, 3, 3)).toBe(true);
    expect(isMaxReached(true, 4, 3)).toBe(true);
    expect(isMaxReached(true, 2, 3)).toBe(false);
    expect(isMaxReached(false, 1, 1)).toBe(false);
    expect(isMaxReached(true, 10, undefined)).toBe(false);
    expect(isMaxReached(true, 10, 0)).toBe(false);
  });
});

describe('isTermLongEnough', () => {
  it('accepts any term with the default minimum 0', () => {
    expect(isTermLongEnough('')).toBe(true);
  });

  it('needs the minimum length of non-blank characters', () => {
    expect(isTermLongEnough('fr', 3)).toBe(false);
    expect(isTermLongEnough(' fr ', 3)).toBe(false);
    expect(isTermLongEnough('fra', 3)).toBe(true);
  });
});

describe('filterOptions', () => {
  it('matches labels containing the term, ignoring case', () => {
    expect(filterOptions(options, 'AN').map((o) => o.label)).toEqual(['France', 'Germany', 'Finland']);
    expect(filterOptions(options, 'NL').map((o) => o.label)).toEqual(['Finland']);
    expect(filterOptions(options, '  ')).toHaveLength(3);
  });

  it('hides selected options when asked (multi-select)', () => {
    expect(filterOptions(options, '', { selected: [1], hideSelected: true }).map((o) => o.value)).toEqual([
      2, 3,
    ]);
    expect(filterOptions(options, '', { selected: [1] })).toHaveLength(3);
  });

  it('compares object values with the given function', () => {
    const objects = [
      { value: { id: 1 }, label: 'One' },
      { value: { id: 2 }, label: 'Two' },
    ];
    const kept = filterOptions(objects, '', {
      selected: [{ id: 1 }],
      hideSelected: true,
      compare: (a, b) => a.id === b.id,
    });
    expect(kept.map((o) => o.label)).toEqual(['Two']);
  });
});

describe('shouldOfferTag', () => {
  const labels = options.map((o) => o.label);

  it('is never offered without addTag', () => {
    expect(shouldOfferTag('Spain', labels, {})).toBe(false);
  });

  it('is offered when no label matches the term', () => {
    expect(shouldOfferTag('Spain', labels, { addTag: true })).toBe(true);
    expect(shouldOfferTag('Fran', labels, { addTag: true })).toBe(true);
  });

  it('is not offered when a label matches, ignoring case and surrounding spaces', () => {
    expect(shouldOfferTag('france', labels, { addTag: true })).toBe(false);
    expect(shouldOfferTag(' GERMANY ', labels, { addTag: true })).toBe(false);
  });

  it('is not offered for a blank term or one below the minimum length', () => {
    expect(shouldOfferTag('   ', labels, { addTag: true })).toBe(false);
    expect(shouldOfferTag('Sp', labels, { addTag: true, minTermLength: 3 })).toBe(false);
  });
});

describe('panelState', () => {
  const state = { termLongEnough: true, loading: false, visibleCount: 2, offersTag: false };

  it('says "type to search" below the minimum length', () => {
    expect(panelState({ ...state, termLongEnough: false, loading: true })).toBe('typeToSearch');
  });

  it('says "loading" while nothing is shown yet', () => {
    expect(panelState({ ...state, loading: true, visibleCount: 0 })).toBe('loading');
    expect(panelState({ ...state, loading: true })).toBe('options');
  });

  it('says "no items" when nothing matches and no tag is offered', () => {
    expect(panelState({ ...state, visibleCount: 0 })).toBe('empty');
    expect(panelState({ ...state, visibleCount: 0, offersTag: true })).toBe('options');
  });
});

describe('computeWindow', () => {
  it('renders every row of a short list', () => {
    expect(computeWindow({ count: 3, scrollTop: 0, rowHeight: 36 })).toEqual({
      start: 0,
      end: 3,
      offsetTop: 0,
      totalHeight: 108,
      viewportHeight: 108,
    });
  });

  it('caps the panel at 240 px and renders the visible rows plus a buffer of 4 below', () => {
    const range = computeWindow({ count: 1000, scrollTop: 0, rowHeight: 40 });
    expect(range.viewportHeight).toBe(240);
    expect(range).toMatchObject({ start: 0, end: 6 + 4, offsetTop: 0, totalHeight: 40000 });
  });

  it('keeps 4 rows above and below when scrolled into the middle', () => {
    const range = computeWindow({ count: 1000, scrollTop: 400, rowHeight: 40 });
    expect(range).toMatchObject({ start: 10 - 4, end: 16 + 4, offsetTop: 6 * 40 });
  });

  it('clamps at the end of the list', () => {
    const range = computeWindow({ count: 20, scrollTop: 99999, rowHeight: 40 });
    expect(range).toMatchObject({ start: 14 - 4, end: 20 });
  });

  it('renders nothing for an empty list', () => {
    expect(computeWindow({ count: 0, scrollTop: 0 })).toMatchObject({ start: 0, end: 0, viewportHeight: 0 });
  });
});

describe('scrollToRow', () => {
  it('scrolls only as far as needed to show the row', () => {
    expect(scrollToRow(0, 80, { rowHeight: 40, viewportHeight: 240 })).toBe(0);
    expect(scrollToRow(3, 0, { rowHeight: 40, viewportHeight: 240 })).toBe(0);
    expect(scrollToRow(6, 0, { rowHeight: 40, viewportHeight: 240 })).toBe(40);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping around', () => {
    const none = [false, false, false];
    expect(moveActive(-1, 1, none)).toBe(0);
    expect(moveActive(-1, -1, none)).toBe(2);
    expect(moveActive(2, 1, none)).toBe(0);
    expect(moveActive(0, -1, none)).toBe(2);
  });

  it('skips disabled rows and gives -1 when every row is disabled', () => {
    expect(moveActive(0, 1, [false, true, false])).toBe(2);
    expect(moveActive(0, 1, [true, true])).toBe(-1);
    expect(moveActive(-1, 1, [])).toBe(-1);
  });
});

describe('mergeOptions and toIdList', () => {
  it('adds only unknown values, keeping the first label', () => {
    const merged = mergeOptions(options, [
      { value: 1, label: 'FRANCE (new)' },
      { value: 4, label: 'Spain' },
    ]);
    expect(merged.map((o) => o.label)).toEqual(['France', 'Germany', 'Finland', 'Spain']);
  });

  it('sends numeric ids only', () => {
    expect(toIdList([1, 'a', 2, Number.NaN])).toEqual([1, 2]);
  });
});
