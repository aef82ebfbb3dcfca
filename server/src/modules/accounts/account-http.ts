import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountSaveResult, CONFLICT_MESSAGE_KEY, formatCommonMessage, ResourceResult } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { RuleFieldError } from '../../lib/rule-validation';
import { requestLang } from '../../plugins/errors';
import { kitMessage } from '../kit/kit-messages';

/**
 * The account calls answer bad input with their spec code RequestNotCorrectFormat (3) beside the usual
 * 400 field messages, so a client reading only `result` and one reading `errors` both understand it.
 */
export function formatError(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: (FieldError | RuleFieldError)[],
): FastifyReply {
  return reply.code(400).send({
    result: AccountSaveResult.RequestNotCorrectFormat,
    message: formatCommonMessage(requestLang(request), 'http.validation'),
    errors,
  });
}

/** The JSON-schema failures of a route with attachValidation, in the request's own field names. */
export function schemaErrors(request: FastifyRequest): FieldError[] {
  const failure = request.validationError as
    | (Error & { validation?: { instancePath: string; message?: string; params: Record<string, unknown> }[] })
    | undefined;
  if (!failure) return [];
  return (failure.validation ?? []).map((item) => {
    const segments = item.instancePath.split('/').filter(Boolean);
    const property = (item.params.missingProperty ?? item.params.additionalProperty) as string | undefined;
    if (property) segments.push(property);
    return { field: segments.join('.') || 'body', message: item.message ?? 'is not valid' };
  });
}

/** 409 with the record as it is now, like the kit's saves. */
export function conflict(request: FastifyRequest, reply: FastifyReply, current: unknown): FastifyReply {
  return reply.code(409).send({
    result: ResourceResult.Conflict,
    messageKey: CONFLICT_MESSAGE_KEY,
    message: kitMessage(CONFLICT_MESSAGE_KEY, requestLang(request)),
    current,
  });
}
