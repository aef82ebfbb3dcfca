import { strFromU8, unzipSync } from 'fflate';
import { columnName, createXlsxStream, readXlsxRows, writeXlsx, type XlsxCell } from './index';

const options = { sheetName: 'Countries [all]', headers: ['Id', 'Name', 'Created'] };

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

describe('writeXlsx', () => {
  it('writes a workbook with the parts Excel needs and one sheet', () => {
    const files = unzipSync(writeXlsx(options, [[4, 'Afghanistan', null]]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // Excel refuses []:*?/\ in a sheet name.
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="Countries  all" sheetId="1"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<row r="1"><c r="A1" t="inlineStr" s="1"><is><t>Id</t></is></c><c r="B1" t="inlineStr" s="1">',
    );
    expect(sheet).toContain(
      '<row r="2"><c r="A2"><v>4</v></c><c r="B2" t="inlineStr"><is><t>Afghanistan</t></is></c></row>',
    );
  });

  it('reads back header, text, numbers, booleans and empty cells', () => {
    const rows: XlsxCell[][] = [
      [1, 'Côte d’Ivoire & <Co> "x"', undefined],
      [2.5, '  spaced ', true],
      [null, '', false],
    ];
    expect(readXlsxRows(writeXlsx(options, rows))).toEqual([
      ['Id', 'Name', 'Created'],
      [1, 'Côte d’Ivoire & <Co> "x"'],
      [2.5, '  spaced ', true],
      ['', '', false],
    ]);
  });

  it('drops control characters XML cannot carry', () => {
    expect(readXlsxRows(writeXlsx(options, [[1, 'a\u0001b\u0008c\td']]))[1]).toEqual([1, 'abc\td']);
  });

  it('writes dates as Excel serials with a date or date-time style', () => {
    const bytes = writeXlsx(options, [
      [1, 'day', new Date(Date.UTC(2026, 0, 31))],
      [2, 'time', new Date(Date.UTC(1970, 0, 1, 12))],
      [3, 'bad', new Date(Number.NaN)],
    ]);
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="C2" s="2"><v>46053</v></c>');
    expect(sheet).toContain('<c r="C3" s="3"><v>25569.5</v></c>');
    expect(readXlsxRows(bytes)[3]).toEqual([3, 'bad']);
    expect(strFromU8(unzipSync(bytes)['xl/styles.xml']!)).toContain('formatCode="dd/mm/yyyy"');
  });

  it('names columns past Z', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    const headers = Array.from({ length: 30 }, (_, index) => `h${index}`);
    const rows = readXlsxRows(writeXlsx({ sheetName: 'wide', headers }, [headers.map((_, index) => index)]));
    expect(rows[1]![29]).toBe(29);
  });
});

describe('createXlsxStream', () => {
  it('emits bytes batch by batch and ends with a workbook equal to the one-shot one', () => {
    const chunks: Uint8Array[] = [];
    let finals = 0;
    const writer = createXlsxStream(options, (chunk, final) => {
      chunks.push(chunk);
      if (final) finals += 1;
    });
    const all: XlsxCell[][] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const rows = Array.from({ length: 2000 }, (_, index) => {
        const id = batch * 2000 + index;
        return [id, `Row ${id} ${Math.sin(id)}`, null] as XlsxCell[];
      });
      all.push(...rows);
      writer.addRows(rows);
    }
    const beforeFinish = chunks.length;
    writer.finish();
    expect(beforeFinish).toBeGreaterThan(1); // bytes left before the end: streamed, not buffered
    expect(finals).toBe(1);
    expect(writer.rowCount).toBe(10_000);
    const rows = readXlsxRows(concat(chunks));
    expect(rows).toHaveLength(10_001);
    expect(rows).toEqual(readXlsxRows(writeXlsx(options, all)));
  });

  it('writes a sheet with only the header when there are no rows', () => {
    const chunks: Uint8Array[] = [];
    const writer = createXlsxStream(options, (chunk) => chunks.push(chunk));
    writer.finish();
    expect(readXlsxRows(concat(chunks))).toEqual([['Id', 'Name', 'Created']]);
  });
});
