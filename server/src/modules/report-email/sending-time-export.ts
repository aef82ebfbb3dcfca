import { writeXlsx, type XlsxCell } from '@portal/domain/src/xlsx';
import type { Lang, SendingTimeDashboard, SendingTimeGroup } from '@portal/domain';

const T = {
  sheet: { en: 'Report sending time', fr: 'Délais d’envoi des rapports' },
  headers: {
    en: ['Group', 'Name', 'On time', 'Late', 'Overdue', 'Due', 'Sent'],
    fr: ['Groupe', 'Nom', 'À temps', 'En retard', 'Échu non envoyé', 'Échéance', 'Envoyé'],
  },
  totals: { en: 'All reports', fr: 'Tous les rapports' },
  office: { en: 'Office', fr: 'Bureau' },
  customer: { en: 'Customer', fr: 'Client' },
  inspector: { en: 'Inspector', fr: 'Inspecteur' },
  lateReport: { en: 'Late report', fr: 'Rapport en retard' },
} as const;

const at = (iso: string | null): XlsxCell => (iso ? new Date(iso) : null);

/**
 * The dashboard as one sheet: the totals, each office, customer and inspector with its counts, then the
 * late and overdue reports with their due and sent times.
 */
export function sendingTimeWorkbook(dashboard: SendingTimeDashboard, lang: Lang): Uint8Array {
  const group = (label: string, rows: SendingTimeGroup[]): XlsxCell[][] =>
    rows.map((row) => [label, row.name, row.onTime, row.late, row.overdue, null, null]);
  const { totals } = dashboard;
  const rows: XlsxCell[][] = [
    [T.totals[lang], '', totals.onTime, totals.late, totals.overdue, null, null],
    ...group(T.office[lang], dashboard.byOffice),
    ...group(T.customer[lang], dashboard.byCustomer),
    ...group(T.inspector[lang], dashboard.byInspector),
    ...dashboard.lateReports.map((report): XlsxCell[] => [
      T.lateReport[lang],
      `${report.bookingNo} ${report.customerName}`,
      null,
      report.sentAt ? 1 : null,
      report.sentAt ? null : 1,
      at(report.dueAt),
      at(report.sentAt),
    ]),
  ];
  return writeXlsx(
    { sheetName: T.sheet[lang], headers: T.headers[lang], widths: [18, 40, 10, 10, 14, 18, 18] },
    rows,
  );
}
