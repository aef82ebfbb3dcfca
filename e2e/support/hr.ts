import {
  EXPENSE_API,
  HR_LEAVE_API,
  LeaveDayType,
  type ExpenseLookups,
  type ExpenseSave,
  type LeaveLookups,
  type LeaveSave,
} from '@portal/domain';
import { expect, type Page } from './fixtures';
import { apiHeaders } from './bookings';

/** A call of the portal's API as the page's signed-in user (entity 1); the answer's body, checked OK. */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/${path}`, { method, headers: await apiHeaders(page), data });
  const text = await response.text();
  expect(response.ok(), `${method} /${path}: ${text.slice(0, 400)}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * The signed-in user's own pending leave request of annual leave (AL), full days from `from` to `to`
 * (yyyy-MM-dd), made through the API as the form would save it; answers its id.
 */
export async function requestLeaveByApi(page: Page, from: string, to: string, reason: string) {
  const { leaveTypes } = await call<LeaveLookups>(page, 'GET', HR_LEAVE_API.lookups);
  const annual = leaveTypes.find((type) => type.code === 'AL');
  if (!annual) throw new Error('no annual leave (AL) type in the lookups');
  const body: LeaveSave = {
    id: 0,
    version: 0,
    leaveTypeId: annual.id,
    startDate: from,
    endDate: to,
    startDayType: LeaveDayType.FullDay,
    endDayType: LeaveDayType.FullDay,
    reason,
  };
  const saved = await call<{ data: { id: number } }>(page, 'POST', HR_LEAVE_API.save, body);
  return saved.data.id;
}

/** One line of a claim made through the API: its type by name, the rest as typed on the form. */
export interface ClaimLine {
  type: string;
  amount: string;
  currency: string;
  description?: string;
  /** yyyy-MM-dd. */
  date: string;
}

/** The signed-in user's own pending expense claim, made through the API as the form would save it; its id. */
export async function claimByApi(page: Page, title: string, lines: ClaimLine[]) {
  const { expenseTypes } = await call<ExpenseLookups>(page, 'GET', EXPENSE_API.lookups);
  const typeId = (name: string) => {
    const type = expenseTypes.find((option) => option.name === name);
    if (!type) throw new Error(`no expense type ${name} in the lookups`);
    return type.id;
  };
  const body: ExpenseSave = {
    id: 0,
    version: 0,
    title,
    lines: lines.map((line) => ({
      expenseDate: line.date,
      expenseTypeId: typeId(line.type),
      description: line.description ?? null,
      amount: line.amount,
      currency: line.currency,
    })),
  };
  const saved = await call<{ data: { id: number } }>(page, 'POST', EXPENSE_API.save, body);
  return saved.data.id;
}
