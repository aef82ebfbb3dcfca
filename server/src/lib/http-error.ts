import type { CommonMessageKey } from '@portal/domain';

export interface FieldError {
  field: string;
  message: string;
}

/** An expected failure with a status and a translatable message; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: CommonMessageKey,
    readonly fieldErrors: { field: string; messageKey: CommonMessageKey }[] = [],
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

/** 400 for one invalid field, rendered like a schema validation error. */
export function fieldError(field: string, messageKey: CommonMessageKey): HttpError {
  return new HttpError(400, 'http.validation', [{ field, messageKey }]);
}
