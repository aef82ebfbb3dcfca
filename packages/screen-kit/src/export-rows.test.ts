import { readXlsxRows } from '@portal/domain/src/xlsx';
import { exportRows } from './export-rows';

interface Row {
  id: number;
  name: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Code', value: (row: Row) => row.id },
];
const request = {
  searchText: 'row',
  skip: 50,
  take: 25,
  sort: { field: 'name', direction: 'desc' as const },
  countryIds: [250],
};

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  // jsdom's Blob has no arrayBuffer(); FileReader reads it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('exportRows', () => {
  it('writes up to 1000 matching rows in the browser with the visible columns, filters and sort kept', async () => {
    const search = jest.fn(async () => ({ result: 1, data: rows(3), total: 3 }));
    const exportFile = jest.fn();
    const output = await exportRows({
      request,
      total: 3,
      columns,
      sheetName: 'Countries',
      search,
      exportFile,
    });
    expect(output).toMatchObject({ rows: 3, source: 'browser' });
    expect(search).toHaveBeenCalledWith({ ...request, skip: 0, take: 3 });
    expect(exportFile).not.toHaveBeenCalled();
    expect(readXlsxRows(await bytesOf(output.blob))).toEqual([
      ['Name', 'Code'],
      ['Row 1', 1],
      ['Row 2', 2],
      ['Row 3', 3],
    ]);
  });

  it('asks the server for the streamed file beyond 1000 rows', async () => {
    const search = jest.fn();
    const file = new Blob(['xlsx']);
    const exportFile = jest.fn(async () => file);
    const output = await exportRows({
      request,
      total: 1001,
      columns,
      sheetName: 'Countries',
      search,
      exportFile,
    });
    expect(output).toEqual({ blob: file, rows: 1001, source: 'server' });
    expect(search).not.toHaveBeenCalled();
    expect(exportFile).toHaveBeenCalledWith(
      expect.objectContaining({ searchText: 'row', countryIds: [250], takeAll: true, skip: 0 }),
    );
  });
});
