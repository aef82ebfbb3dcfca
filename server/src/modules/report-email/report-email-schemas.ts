/** JSON schemas of the report mail's preview and send answers (the send body is packages/domain's). */
import { EmailSendCode } from '@portal/domain';
import { idSchema } from '../../lib/search/search-schemas';

const strings = { type: 'array', items: { type: 'string' } } as const;
const nullableString = { type: ['string', 'null'] } as const;
const code = { type: 'string', enum: Object.values(EmailSendCode) } as const;

export const bookingIdParams = {
  type: 'object',
  required: ['bookingId'],
  properties: { bookingId: idSchema },
} as const;

export const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', maxLength: 10 } },
} as const;

export const reportEmailPreviewResponse = {
  type: 'object',
  required: ['code', 'to', 'cc'],
  properties: {
    code,
    message: { type: 'string' },
    subject: nullableString,
    body: nullableString,
    to: strings,
    cc: strings,
    attachmentName: nullableString,
  },
} as const;

export const reportEmailSendResponse = {
  type: 'object',
  required: ['code'],
  properties: { code, message: { type: 'string' }, sentAt: { type: 'string' } },
} as const;
