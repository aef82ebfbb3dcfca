import { EXPENSE_SORT_FIELDS, EXPENSE_STEPS, ExpenseStatus } from '@portal/domain';
import {
  idListSchema,
  idSchema,
  nullableIsoDateSchema,
  searchBodySchema,
} from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';

const statusIds = Object.values(ExpenseStatus).filter((value) => typeof value === 'number');

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const stepParams = {
  type: 'object',
  required: ['id', 'step'],
  properties: { id: idSchema, step: { type: 'string', enum: [...EXPENSE_STEPS] } },
} as const;

/**
 * Shapes only, and generous: the lengths, dates, amounts and currencies are judged by the handler, so
 * each refusal gets a translated message beside its field instead of a bare schema error.
 */
const lineSchema = {
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

export const saveBody = {
  type: 'object',
  required: ['id', 'version'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    title: { type: ['string', 'null'], maxLength: 2000 },
    lines: { type: ['array', 'null'], items: lineSchema, maxItems: 500 },
  },
} as const;

/** `version`: the one the screen shows (a claim changed since answers 409); `comment`: for reject. */
export const stepBody = {
  type: ['object', 'null'],
  properties: {
    version: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    comment: { type: ['string', 'null'], maxLength: 5000 },
  },
} as const;

export const expenseSearchSchema = searchBodySchema(
  {
    statuses: { type: ['array', 'null'], items: { type: 'integer', enum: statusIds }, maxItems: 10 },
    staffIds: idListSchema,
    fromDate: nullableIsoDateSchema,
    toDate: nullableIsoDateSchema,
    claimNo: { type: ['string', 'null'], maxLength: 50 },
  },
  EXPENSE_SORT_FIELDS,
);

export { errorResponses };
