import { searchList } from './list-resource';

const rows = [
  { id: 1, name: 'Shanghai Office', countryName: 'China', staffCount: 6 },
  { id: 2, name: 'Paris Office', countryName: 'France', staffCount: 3 },
  { id: 3, name: 'Ho Chi Minh City Office', countryName: 'Viêt Nam', staffCount: 2 },
  { id: 4, name: 'Dhaka Office', countryName: 'Bangladesh', staffCount: 3 },
];

describe('searchList (offices and payroll companies, searched in the browser)', () => {
  it('matches any text field ignoring case and accents', () => {
    const names = (searchText: string) =>
      searchList(rows, { searchText, skip: 0, take: 10 }, ['name', 'countryName']).data.map((row) => row.id);
    expect(names('paris')).toEqual([2]);
    expect(names('viet')).toEqual([3]);
    expect(names('office')).toEqual([1, 2, 3, 4]);
  });

  it('sorts text and numbers both ways, ties keep their order, then pages', () => {
    const sorted = searchList(rows, { skip: 0, take: 2, sort: { field: 'staffCount', direction: 'desc' } }, [
      'name',
    ]);
    expect(sorted.data.map((row) => row.id)).toEqual([1, 2]);
    expect(sorted.total).toBe(4);
    const byName = searchList(rows, { skip: 2, take: 2, sort: { field: 'name', direction: 'asc' } }, [
      'name',
    ]);
    expect(byName.data.map((row) => row.name)).toEqual(['Paris Office', 'Shanghai Office']);
  });

  it('answers DataNotFound (4) when nothing matches, and every row with takeAll', () => {
    expect(searchList(rows, { searchText: 'zzz', skip: 0, take: 10 }, ['name'])).toEqual({
      result: 4,
      data: [],
      total: 0,
    });
    expect(searchList(rows, { skip: 0, take: 1, takeAll: true }, ['name']).data).toHaveLength(4);
  });
});
