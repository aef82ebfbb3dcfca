import { MAX_SCREEN_EXPORT_ROWS, type SearchRequest, type SearchResponse } from '@portal/domain';
import type { XlsxCell } from '@portal/domain/src/xlsx';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => XlsxCell;
}

export interface ExportInput<Row> {
  /** The request of the page shown (its filters and sort are kept; skip/take are replaced). */
  request: SearchRequest;
  total: number;
  columns: readonly ExportColumn<Row>[];
  sheetName: string;
  search: (request: SearchRequest) => Promise<SearchResponse<Row>>;
  /** The server's streamed export of every matching row, for results over the screen's limit. */
  exportFile?: (request: SearchRequest) => Promise<Blob>;
}

export interface ExportOutput {
  blob: Blob;
  rows: number;
  /** 'browser': built here from at most MAX_SCREEN_EXPORT_ROWS rows; 'server': streamed by the API. */
  source: 'browser' | 'server';
}

/**
 * Exports what the search matches. Up to MAX_SCREEN_EXPORT_ROWS rows the browser fetches them in one
 * search and writes the workbook itself with the visible columns; beyond, the server streams every row
 * (holding tens of thousands of rows in a tab is what the limit avoids).
 */
export async function exportRows<Row>(input: ExportInput<Row>): Promise<ExportOutput> {
  const { skip: _skip, take: _take, ...filters } = input.request;
  if (input.total > MAX_SCREEN_EXPORT_ROWS && input.exportFile) {
    const blob = await input.exportFile({ ...filters, skip: 0, take: input.total, takeAll: true });
    return { blob, rows: input.total, source: 'server' };
  }
  const response = await input.search({
    ...filters,
    skip: 0,
    take: Math.min(input.total, MAX_SCREEN_EXPORT_ROWS),
  });
  // fflate is loaded only by those who export.
  const { writeXlsx, XLSX_MIME_TYPE } = await import('@portal/domain/src/xlsx');
  const bytes = writeXlsx(
    { sheetName: input.sheetName, headers: input.columns.map((column) => column.header) },
    response.data.map((row) => input.columns.map((column) => column.value(row))),
  );
  return {
    blob: new Blob([bytes as BlobPart], { type: XLSX_MIME_TYPE }),
    rows: response.data.length,
    source: 'browser',
  };
}
