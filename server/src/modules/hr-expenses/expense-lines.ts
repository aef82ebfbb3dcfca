import { and, eq, inArray } from 'drizzle-orm';
import {
  amountCents,
  centsText,
  EXPENSE_AMOUNT_MAX_CENTS,
  EXPENSE_CLAIM_RULES,
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_MAX_LINES,
  isExpenseCurrency,
  parseIsoDate,
  validateWithRules,
  type ExpenseSave,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { expenseTypes } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import { violationText } from '../../lib/rule-validation';
import { EXPENSE_RULE_LABELS, expenseMessage, shownDate } from './expense-messages';

/** A line as stored: the amount normalised to two decimals, the description trimmed. */
export interface CleanLine {
  position: number;
  expenseDate: string;
  expenseTypeId: number;
  description: string | null;
  amount: string;
  currency: string;
}

const EARLIEST_DATE = '2000-01-01';
const DAY_MS = 86_400_000;

const asId = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2147483647
    ? number
    : null;
};

function dateError(value: unknown, lang: Lang, now: Date): string | null {
  const time = typeof value === 'string' ? parseIsoDate(value) : null;
  if (time === null) return expenseMessage('BadDate', lang);
  if (value! < EARLIEST_DATE) return expenseMessage('OldDate', lang, { date: shownDate(EARLIEST_DATE) });
  // One day of slack: "today" where the claimant is may already be tomorrow in UTC.
  const latest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return time > latest ? expenseMessage('FutureDate', lang) : null;
}

/**
 * Checks a claim body: the title by the form's rules, then every line (date, type of the entity, amount
 * greater than zero with two decimals at most, listed currency, description length). Field names are
 * the form's own ("lines.2.amount"), so each message lands beside its input. An inactive type may stay
 * on a claim that already had it (`keptTypeIds`), never be chosen anew.
 */
export async function checkClaimBody(
  db: Db,
  entityId: number,
  body: Pick<ExpenseSave, 'title' | 'lines'>,
  lang: Lang,
  options: { keptTypeIds?: ReadonlySet<number>; now?: Date } = {},
): Promise<{ errors: FieldError[]; title: string; lines: CleanLine[] }> {
  const errors: FieldError[] = validateWithRules(EXPENSE_CLAIM_RULES, { title: body.title })
    .filter((violation) => violation.field === 'title')
    .slice(0, 1)
    .map((violation) => ({
      field: 'title',
      message: violationText(violation, lang, EXPENSE_RULE_LABELS),
    }));
  const raw = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  if (raw.length === 0) errors.push({ field: 'lines', message: expenseMessage('NoLines', lang) });
  if (raw.length > EXPENSE_MAX_LINES)
    errors.push({
      field: 'lines',
      message: expenseMessage('TooManyLines', lang, { max: EXPENSE_MAX_LINES }),
    });

  const typeIds = [...new Set(raw.map((line) => asId(line?.expenseTypeId)).filter((id) => id != null))];
  const types = new Map(
    typeIds.length
      ? (
          await db
            .select({ id: expenseTypes.id, isActive: expenseTypes.isActive })
            .from(expenseTypes)
            .where(and(eq(expenseTypes.entityId, entityId), inArray(expenseTypes.id, typeIds)))
        ).map((type) => [type.id, type.isActive])
      : [],
  );

  const now = options.now ?? new Date();
  const lines: CleanLine[] = [];
  raw.slice(0, EXPENSE_MAX_LINES).forEach((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    const fail = (name: string, message: string) => errors.push({ field: field(name), message });
    const value = (line && typeof line === 'object' ? line : {}) as Record<string, unknown>;

    const date = dateError(value.expenseDate, lang, now);
    if (date) fail('expenseDate', date);

    const typeId = asId(value.expenseTypeId);
    const active = typeId != null ? types.get(typeId) : undefined;
    if (active === undefined) fail('expenseTypeId', expenseMessage('UnknownType', lang));
    else if (!active && !options.keptTypeIds?.has(typeId!))
      fail('expenseTypeId', expenseMessage('InactiveType', lang));

    const cents = amountCents(value.amount);
    if (cents === null || cents <= 0n) fail('amount', expenseMessage('BadAmount', lang));
    else if (cents > EXPENSE_AMOUNT_MAX_CENTS)
      fail('amount', expenseMessage('AmountTooLarge', lang, { max: centsText(EXPENSE_AMOUNT_MAX_CENTS) }));

    if (!isExpenseCurrency(value.currency)) fail('currency', expenseMessage('BadCurrency', lang));

    const description = typeof value.description === 'string' ? value.description.trim() : '';
    if (description.length > EXPENSE_DESCRIPTION_MAX)
      fail('description', expenseMessage('DescriptionTooLong', lang, { max: EXPENSE_DESCRIPTION_MAX }));

    lines.push({
      position: index + 1,
      expenseDate: String(value.expenseDate),
      expenseTypeId: typeId ?? 0,
      description: description || null,
      amount: cents !== null ? centsText(cents) : '0.00',
      currency: String(value.currency),
    });
  });
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  return { errors, title, lines };
}
