import type { Lang, OccupancyCell, OccupancyRequest, OccupancyResult } from '@portal/domain';
import { writeXlsx, type XlsxCell } from '@portal/domain/src/xlsx';
import { displayDay, OCCUPANCY_SHEET as TEXT } from './schedule-server-messages';

/**
 * The occupancy as a sheet: one row per office (or per QC, with its office), one column per day holding
 * "allocated / available", and the row's totals. The writer has no cell colours, so an overloaded cell
 * says so in words. At most 62 days and one row per QC or office: the workbook is built in memory.
 */
export function occupancySheet(result: OccupancyResult, request: OccupancyRequest, lang: Lang): Uint8Array {
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const cellText = (cell: Pick<OccupancyCell, 'allocated' | 'available' | 'overloaded'>) =>
    `${numbers.format(cell.allocated)} / ${numbers.format(cell.available)}` +
    (cell.overloaded ? ` (${TEXT.overloaded[lang]})` : '');
  const byQc = request.groupBy === 'qc';
  const headers = [
    (byQc ? TEXT.qc : TEXT.office)[lang],
    ...(byQc ? [TEXT.office[lang]] : []),
    ...result.days.map(displayDay),
    `${TEXT.total[lang]} (${TEXT.cellMeaning[lang]})`,
  ];
  const rows: XlsxCell[][] = result.rows.map((row) => [
    row.name,
    ...(byQc ? [row.officeName ?? ''] : []),
    ...row.cells.map(cellText),
    cellText({
      allocated: row.totalAllocated,
      available: row.totalAvailable,
      overloaded: row.totalAllocated > row.totalAvailable,
    }),
  ]);
  const widths = headers.map((_, index) => (index === 0 ? 28 : 14));
  return writeXlsx({ sheetName: (byQc ? TEXT.sheetByQc : TEXT.sheetByOffice)[lang], headers, widths }, rows);
}

/** The file's name: what it holds and its days. */
export const occupancyFileName = (request: OccupancyRequest) =>
  `${request.groupBy === 'qc' ? 'man-day-summary' : 'inspection-occupancy'}-${request.dateFrom}-${request.dateTo}.xlsx`;
