import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFLICT_MESSAGE_KEY, ResourceResult, type LeaveDetail } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import { requestLang, sendError } from '../../plugins/errors';
import { kitMessage } from '../kit/kit-messages';

/** What a leave command ends in; answerLeave turns it into the HTTP answer. */
export type LeaveOutcome =
  | { kind: 'done'; detail: LeaveDetail }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  /** Stale version (message absent: the kit's conflict text) or a state that no longer allows it. */
  | { kind: 'conflict'; current: LeaveDetail; message?: string };

/**
 * Like the kit's writes: Success with the record, NotFound (3) for an unknown or other entity's id,
 * 400 with translated field messages, 403 for the wrong person, 409 with the current record when the
 * request changed since it was loaded or its state forbids the step (the message says which).
 */
export function answerLeave(request: FastifyRequest, reply: FastifyReply, outcome: LeaveOutcome) {
  switch (outcome.kind) {
    case 'done':
      return { result: ResourceResult.Success, data: outcome.detail };
    case 'invalid':
      return sendError(request, reply, 400, 'http.validation', outcome.errors);
    case 'forbidden':
      return sendError(request, reply, 403, 'http.403');
    case 'notFound':
      return { result: ResourceResult.NotFound };
    case 'conflict':
      return reply.code(409).send({
        result: ResourceResult.Conflict,
        messageKey: outcome.message ? undefined : CONFLICT_MESSAGE_KEY,
        message: outcome.message ?? kitMessage(CONFLICT_MESSAGE_KEY, requestLang(request)),
        current: outcome.current,
      });
  }
}
