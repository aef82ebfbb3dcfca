import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BookingStatus,
  REPORT_API,
  REPORT_SCREEN_PATHS,
  SCHEDULE_API,
  bookingNumber,
  type DefectListItem,
  type QcDashboard,
  type ReportDetail,
} from '@portal/domain';
import { encodePng } from '../../server/src/db/seed/demo-photo';
import { expect, type Page } from './fixtures';
import { apiHeaders } from './bookings';
import { ROOT } from './portal';

export const REPORT_SCREENS = {
  report: (bookingId: number) => `/1/${REPORT_SCREEN_PATHS.report}/${bookingId}`,
  sendEmail: (bookingId: number) => `/1/${REPORT_SCREEN_PATHS.sendEmail}/${bookingId}`,
  summary: `/1/${REPORT_SCREEN_PATHS.summary}`,
};

/** The signed-in user's view of a booking's report, through the API. */
export async function reportOf(page: Page, bookingId: number): Promise<ReportDetail> {
  const response = await page.request.get(`/${REPORT_API.report(bookingId)}`, {
    headers: await apiHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ReportDetail }).data;
}

/**
 * Today's assignment of the signed-in inspector whose report nobody has started (the demo keeps one for the
 * walk-through): its booking id and number.
 */
export async function todaysFreshAssignment(page: Page): Promise<{ id: number; number: string }> {
  const headers = await apiHeaders(page);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const answer = await page.request.get(
    `/${SCHEDULE_API.qcDashboard}?timeZone=${encodeURIComponent(timeZone)}`,
    { headers },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const dashboard = (await answer.json()) as QcDashboard | { data: QcDashboard };
  const { today, upcoming } = 'data' in dashboard ? dashboard.data : dashboard;
  for (const assignment of upcoming.filter((item) => item.date === today)) {
    if (assignment.status !== BookingStatus.Scheduled) continue;
    const report = await reportOf(page, assignment.bookingId);
    if (report.id === null) return { id: assignment.bookingId, number: bookingNumber(assignment.bookingId) };
  }
  throw new Error(`the inspector has no assignment today (${today}) with a report not yet started`);
}

/** The entity's defect list, as the report screen offers it. */
export async function defectList(page: Page): Promise<DefectListItem[]> {
  const response = await page.request.get(`/${REPORT_API.defectList}`, { headers: await apiHeaders(page) });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as DefectListItem[] | { data: DefectListItem[] };
  return Array.isArray(body) ? body : body.data;
}

/** A photo as a phone would take it: large enough that the browser has to shrink it before upload. */
export function cameraPhoto(width = 2400, height = 1800): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 120;
    }
    rows.push(Buffer.from(row));
  }
  return encodePng(width, height, 2, Buffer.concat(rows));
}

/** The text of a PDF (poppler's pdftotext), or null where poppler is not installed. */
export function pdfText(file: string): string | null {
  const pdftotext = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';
  if (!fs.existsSync(pdftotext)) return null;
  return execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The PDF's first page as a PNG beside the screenshots (e2e/screenshots/), to look at. */
export function pdfFirstPage(file: string, name: string): void {
  const pdftoppm = path.join(path.dirname(process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext'), 'pdftoppm');
  if (!fs.existsSync(pdftoppm)) return;
  const dir = path.join(ROOT, 'e2e/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(pdftoppm, [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(dir, name),
  ]);
}

/** A weekday `days` on from today (a weekend day moves to the Monday after), as typed: dd/MM/yyyy. */
export function weekdayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;
}
