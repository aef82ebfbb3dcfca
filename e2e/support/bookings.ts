import {
  AqlLevel,
  bookingNumber,
  ServiceType,
  type BookingCreate,
  type BookingDetail,
  type PurchaseOrderLiteItem,
} from '@portal/domain';
import { expect, type Page } from './fixtures';
import { atRest } from './session';

/** The demo parties of entity 1 the users customer, supplier and factory belong to (README). */
export const DEMO_PARTIES = { customerId: 1, supplierId: 1, factoryId: 1 } as const;
export const NORTHWIND = 'Northwind Retail Ltd';
export const EVERBRIGHT = 'Guangzhou Everbright Textiles Co., Ltd.';

export const SCREENS = {
  summary: '/1/inspsummary/booking-summary',
  edit: (id: number) => `/1/inspedit/edit-booking/${id}`,
  split: (id: number) => `/1/inspsplit/split-booking/${id}`,
  combine: '/1/inspcombine/combine-booking',
  cancel: (id: number) => `/1/cancel-booking/${id}/Cancel`,
  detail: (id: number) => `/1/bookingDetail/booking-detail/${id}`,
};

/** A day `days` from today as the date fields show it (dd/MM/yyyy) and as the API takes it (yyyy-MM-dd). */
export function dayFromToday(days: number): { shown: string; iso: string } {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [d, m, y] = [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())];
  return { shown: `${d}/${m}/${y}`, iso: `${y}-${m}-${d}` };
}

/** The signed-in user's API headers, from the browser's session (token and entity 1). */
export async function apiHeaders(page: Page): Promise<{ Authorization: string; entityId: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}`, entityId: '1' };
}

/** The first open PO line of the demo parties with at least `room` units left to book. */
export async function openPoLine(page: Page, room: number): Promise<PurchaseOrderLiteItem> {
  const response = await page.request.post('/api/PurchaseOrder/GetPurchaseOrderLiteDataSource', {
    headers: await apiHeaders(page),
    data: { ...DEMO_PARTIES, skip: 0, take: 100 },
  });
  expect(response.ok()).toBe(true);
  const { dataSourceList } = (await response.json()) as { dataSourceList: PurchaseOrderLiteItem[] };
  const line = dataSourceList.find((item) => item.remainingQuantity >= room);
  if (!line) throw new Error(`no open PO line of the demo parties with ${room} units left`);
  return line;
}

/**
 * Creates a requested final inspection of the demo parties through the API (as the signed-in user): one
 * line of `quantity` units of `line`, level II 0 / 2.5 / 4.0, first inspection day `days` from today, no
 * contacts.
 */
export async function requestBookingByApi(
  page: Page,
  line: PurchaseOrderLiteItem,
  { quantity = 10, days = 14, instructions = null as string | null } = {},
): Promise<BookingDetail> {
  const body: BookingCreate & { request: boolean } = {
    ...DEMO_PARTIES,
    serviceType: ServiceType.FinalInspection,
    inspectionDateFrom: dayFromToday(days).iso,
    inspectionDateTo: dayFromToday(days + 1).iso,
    officeId: 1,
    instructions,
    containerCount: 0,
    customerContactIds: [],
    supplierContactIds: [],
    factoryContactIds: [],
    lines: [{ id: null, poLineId: line.id, quantity, containerNo: null }],
    products: [
      {
        productId: line.productId,
        aqlLevel: AqlLevel.AQLII,
        customSampleSize: null,
        criticalAql: 0,
        majorAql: 2.5,
        minorAql: 4,
        pickingGroup: null,
      },
    ],
    request: true,
  };
  const response = await page.request.post('/api/Booking', { headers: await apiHeaders(page), data: body });
  const answer = (await response.json()) as { result: number; data?: BookingDetail };
  expect(response.status(), JSON.stringify(answer).slice(0, 400)).toBe(200);
  return answer.data!;
}

/** Picks an option of a combobox (typing `term` first when given, for the server's search). */
export async function choose(page: Page, label: string, option: string, term?: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is chosen
  const box = page.getByRole('combobox', { name: label, exact: true });
  const wanted = page.getByRole('option', { name: option, exact: true });
  // A list that reloads as the box is clicked (the factories after a new supplier) can leave it closed, as a
  // person would find it: open it again until the option shows.
  await expect(async () => {
    if (!(await wanted.isVisible())) {
      await box.click();
      if (term) await box.fill(term);
    }
    await expect(wanted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await wanted.click();
}

/** The booking's status badge inside `scope` (a form, a row, a facts list). */
export const statusBadge = (scope: Page | ReturnType<Page['locator']>) =>
  scope.locator('[data-status]').first();

/** The group of a booking's step buttons and links. */
export const stepActions = (page: Page, id: number) =>
  page.getByRole('group', { name: `Actions on ${bookingNumber(id)}` });

/** Takes a step that asks a plain yes (verify, confirm, release) and waits for its toast. */
export async function takeConfirmedStep(
  page: Page,
  id: number,
  step: 'Verify' | 'Confirm' | 'Release',
  done: string,
) {
  const number = bookingNumber(id);
  await stepActions(page, id).getByRole('button', { name: step, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${step} booking ${number}?` });
  await dialog.getByRole('button', { name: step, exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Booking ${number} is ${done}.` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}
