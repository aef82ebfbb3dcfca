import { RightType } from '../enums';
import type { MenuItem } from '../auth/user.types';
import { buildMenu, firstMenuLink, isHeadingShown, menuTrail } from './menu-tree';

let nextRanking = 0;
function right(
  id: number,
  titleName: string,
  extra: Partial<MenuItem> & { parentId?: number | null; rightType?: RightType } = {},
): MenuItem {
  nextRanking += 1;
  return {
    id,
    parentId: null,
    active: true,
    glyphicons: null,
    isHeading: extra.parentId == null,
    menuName: titleName,
    titleName,
    path: '#',
    ranking: nextRanking,
    showMenu: true,
    rightType: RightType.Inspection,
    ...extra,
  };
}

const titles = (items: readonly MenuItem[]) => items.map((item) => item.titleName);

describe('buildMenu', () => {
  it('nests the flat rights of the chosen right type, each level ordered by ranking', () => {
    const flat = [
      right(2, 'Second', { ranking: 20 }),
      right(21, 'B screen', { parentId: 2, path: 'b/b', ranking: 2 }),
      right(22, 'A screen', { parentId: 2, path: 'a/a', ranking: 1 }),
      right(1, 'First', { ranking: 10 }),
      right(11, 'Only screen', { parentId: 1, path: 'x/y' }),
      right(90, 'Audit', { rightType: RightType.Audit }),
      right(91, 'Audit summary', { parentId: 90, path: 'auditsummary', rightType: RightType.Audit }),
    ];
    const tree = buildMenu(flat, RightType.Inspection);
    expect(titles(tree)).toEqual(['First', 'Second']);
    expect(titles(tree[1]!.children!)).toEqual(['A screen', 'B screen']);
    expect(titles(buildMenu(flat, RightType.Audit))).toEqual(['Audit']);
  });

  it('gives an empty path "#" and drops a leading slash', () => {
    const tree = buildMenu(
      [right(1, 'Heading', { path: '' }), right(2, 'Screen', { parentId: 1, path: '/cusdashboard' })],
      RightType.Inspection,
    );
    expect(tree[0]!.path).toBe('#');
    expect(tree[0]!.children![0]!.path).toBe('cusdashboard');
  });

  it('leaves out hidden items and everything under them', () => {
    const flat = [
      right(1, 'Shown'),
      right(11, 'Visible screen', { parentId: 1, path: 'a' }),
      right(12, 'Hidden screen', { parentId: 1, path: 'b', showMenu: false }),
      right(2, 'Hidden heading', { showMenu: false }),
      right(21, 'Under hidden heading', { parentId: 2, path: 'c' }),
    ];
    const tree = buildMenu(flat, RightType.Inspection);
    expect(titles(tree)).toEqual(['Shown']);
    expect(titles(tree[0]!.children!)).toEqual(['Visible screen']);
  });

  it('keeps three levels and cuts a fourth', () => {
    const flat = [
      right(1, 'Level 1'),
      right(2, 'Level 2', { parentId: 1 }),
      right(3, 'Level 3', { parentId: 2, path: 'three' }),
      right(4, 'Level 4', { parentId: 3, path: 'four' }),
    ];
    const [top] = buildMenu(flat, RightType.Inspection);
    const third = top!.children![0]!.children![0]!;
    expect(third.titleName).toBe('Level 3');
    expect(third.children).toEqual([]);
  });

  it('drops a heading that has neither a route nor anything under it', () => {
    const flat = [right(1, 'Empty'), right(2, 'Full'), right(21, 'Screen', { parentId: 2, path: 'x' })];
    expect(titles(buildMenu(flat, RightType.Inspection))).toEqual(['Full']);
  });

  it('shows no menu before a right type is chosen', () => {
    expect(buildMenu([right(1, 'A', { path: 'a' })], null)).toEqual([]);
  });

  it.each([
    [RightType.Customer, ['Customer']],
    [RightType.Vendor, ['Supplier/Factory']],
    [RightType.HumanResource, ['Human Resource', 'Leave', 'Holiday', 'Expense Claim']],
    [RightType.Document, ['Data Management']],
    [RightType.Admin, ['Area Management', 'User Management']],
  ])('right type %s shows only the headings %j', (rightType, shown) => {
    const candidates = [...shown, 'Reports', 'Configuration', 'Customer Misc'];
    const flat = candidates.flatMap((title, index) => [
      right(100 + index * 10, title, { rightType }),
      right(101 + index * 10, `${title} screen`, {
        parentId: 100 + index * 10,
        path: `p${index}`,
        rightType,
      }),
    ]);
    expect(titles(buildMenu(flat, rightType))).toEqual(shown);
  });

  it('shows every heading of a service right type', () => {
    expect(isHeadingShown({ titleName: 'Anything at all' }, RightType.Inspection)).toBe(true);
    expect(isHeadingShown({ titleName: 'Anything at all' }, RightType.Customer)).toBe(false);
    expect(isHeadingShown({ titleName: ' human resource ' }, RightType.HumanResource)).toBe(true);
  });
});

describe('menuTrail and firstMenuLink', () => {
  const tree = buildMenu(
    [
      right(1, 'Top'),
      right(2, 'Middle', { parentId: 1 }),
      right(3, 'Deep', { parentId: 2, path: 'deep/screen' }),
      right(4, 'Other', { path: 'other' }),
    ],
    RightType.Inspection,
  );

  it('finds the ids down to the screen of a path, ignoring a query', () => {
    expect(menuTrail(tree, 'deep/screen?page=2')).toEqual([1, 2, 3]);
    expect(menuTrail(tree, '/other')).toEqual([4]);
    expect(menuTrail(tree, 'nowhere')).toEqual([]);
  });

  it('finds the first route depth first', () => {
    expect(firstMenuLink(tree)).toBe('deep/screen');
    expect(firstMenuLink([])).toBeUndefined();
  });
});
