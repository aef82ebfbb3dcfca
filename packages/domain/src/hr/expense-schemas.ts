import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  integerEnumSchema,
  nullableIsoDateSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { EXPENSE_SORT_FIELDS, EXPENSE_STEPS } from './expense-types';
import { ExpenseStatus } from './hr-enums';

/**
 * The expense claim bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/hr-expenses), and the types below are read from them.
 */

export const expenseStepParams = {
  type: 'object',
  required: ['id', 'step'],
  properties: { id: idSchema, step: { type: 'string', enum: [...EXPENSE_STEPS] } },
} as const;

/**
 * Shapes only, and generous: the lengths, dates, amounts and currencies are judged by the handler, so
 * each refusal gets a translated message beside its field instead of a bare schema error.
 */
const expenseLineSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    expenseDate: { type: ['string', 'null'], maxLength: 40 },
    // A number or its text (a select may give either): any value, judged by the handler.
    expenseTypeId: {},
    description: { type: ['string', 'null'], maxLength: 5000 },
    /** Decimal text ("12.50") or a number. */
    amount: {},
    currency: { type: ['string', 'null'], maxLength: 10 },
  },
} as const;

/** Create with id 0 and version 0; a claim is always the caller's own. */
export const expenseSaveBody = {
  type: 'object',
  required: ['id', 'version'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    title: { type: ['string', 'null'], maxLength: 2000 },
    lines: { type: ['array', 'null'], items: expenseLineSchema, maxItems: 500 },
  },
} as const;

/** `version`: the one the screen shows (a claim changed since answers 409); `comment`: for reject. */
export const expenseStepBody = {
  type: ['object', 'null'],
  properties: {
    version: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    comment: { type: ['string', 'null'], maxLength: 5000 },
  },
} as const;

/** Summary filters. `claimNo` matches part of the number; dates select claims with a line in the range. */
export const expenseSearchBody = searchBodySchema(
  {
    statuses: { type: ['array', 'null'], items: integerEnumSchema(ExpenseStatus), maxItems: 10 },
    staffIds: idListSchema,
    fromDate: nullableIsoDateSchema,
    toDate: nullableIsoDateSchema,
    claimNo: { type: ['string', 'null'], maxLength: 50 },
  },
  EXPENSE_SORT_FIELDS,
);

export type ExpenseStepParams = BodyOf<typeof expenseStepParams>;
export type ExpenseSave = BodyOf<typeof expenseSaveBody>;
export type ExpenseLineSave = NonNullable<ExpenseSave['lines']>[number];
export type ExpenseStepRequest = BodyOf<typeof expenseStepBody>;
export type ExpenseSearchRequest = RequestOf<typeof expenseSearchBody>;
export type ExpenseFilter = Pick<
  BodyOf<typeof expenseSearchBody>,
  'statuses' | 'staffIds' | 'fromDate' | 'toDate' | 'claimNo'
>;
