/** @databases postgres */
import { readXlsxRows } from '@portal/domain/src/xlsx';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import type { ResourceDefinition, ResourceScope } from './resource-definition';
import { exportStream } from './resource-export';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 2345 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));

function definition(pages: { skip: number; take: number | null }[]) {
  return {
    name: 'thing',
    exportSheet: {
      sheetName: { en: 'Things', fr: 'Choses' },
      columns: [
        { header: { en: 'Id', fr: 'Id' }, value: (row: Row) => row.id },
        { header: { en: 'Name', fr: 'Nom' }, value: (row: Row) => row.name },
      ],
    },
    repository: {
      page: async (_db: Db, query: SearchQuery<object>) => {
        pages.push({ skip: query.skip, take: query.take });
        return ROWS.slice(query.skip, query.skip + (query.take ?? ROWS.length));
      },
    },
  } as unknown as ResourceDefinition<Row, { id: number; version: number }, object, object>;
}

const query: SearchQuery<object> = {
  searchText: null,
  skip: 0,
  take: null,
  sort: { field: 'id', direction: 'asc' },
  idList: null,
  filter: {},
};

describe('exportStream', () => {
  it('reads batch by batch and sends bytes before the last batch is read', async () => {
    const pages: { skip: number; take: number | null }[] = [];
    const chunks: Buffer[] = [];
    let pagesWhenFirstChunk = -1;
    for await (const chunk of exportStream(
      {} as Db,
      definition(pages),
      query,
      'fr',
      {} as ResourceScope,
      500,
    )) {
      if (pagesWhenFirstChunk < 0) pagesWhenFirstChunk = pages.length;
      chunks.push(chunk as Buffer);
    }
    expect(pages).toEqual([0, 500, 1000, 1500, 2000].map((skip) => ({ skip, take: 500 })));
    expect(pagesWhenFirstChunk).toBeLessThan(pages.length);
    const rows = readXlsxRows(new Uint8Array(Buffer.concat(chunks)));
    expect(rows[0]).toEqual(['Id', 'Nom']);
    expect(rows).toHaveLength(ROWS.length + 1);
    expect(rows[ROWS.length]).toEqual([2345, 'Row 2345']);
  });

  it('reads batch by batch by ids, in the order of the ids, when the repository lists them', async () => {
    const idLists: (number[] | null)[] = [];
    const base = definition([]);
    // Newest first: the ids come in the export's order; each batch is read by its ids and sorted alike.
    const order = [...ROWS].reverse().map((row) => row.id);
    const byIds = {
      ...base,
      repository: {
        exportIds: async () => order,
        page: async (_db: Db, paged: SearchQuery<object>) => {
          idLists.push(paged.idList);
          expect({ skip: paged.skip, take: paged.take }).toEqual({ skip: 0, take: null });
          return ROWS.filter((row) => paged.idList!.includes(row.id)).sort((a, b) => b.id - a.id);
        },
      },
    } as unknown as typeof base;
    const chunks: Buffer[] = [];
    for await (const chunk of exportStream({} as Db, byIds, query, 'en', {} as ResourceScope, 1000))
      chunks.push(chunk as Buffer);
    expect(idLists).toEqual([order.slice(0, 1000), order.slice(1000, 2000), order.slice(2000)]);
    const rows = readXlsxRows(new Uint8Array(Buffer.concat(chunks)));
    expect(rows).toHaveLength(ROWS.length + 1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(order);
  });
});
