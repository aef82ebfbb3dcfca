import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFLICT_MESSAGE_KEY, ResourceResult, type ExpenseDetail } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import { requestLang, sendError } from '../../plugins/errors';
import { kitMessage } from '../kit/kit-messages';

/** What an expense command ends in; answerExpense turns it into the HTTP answer. */
export type ExpenseOutcome =
  | { kind: 'done'; detail: ExpenseDetail }
  | { kind: 'invalid'; errors: FieldError[] }
  /** The wrong person: 403 with a translated message saying why (the generic one when absent). */
  | { kind: 'forbidden'; message?: string }
  | { kind: 'notFound' }
  /** Stale version (message absent: the kit's conflict text) or a state that does not allow the step. */
  | { kind: 'conflict'; current: ExpenseDetail; message?: string };

/**
 * Like the leave answers: Success with the claim, NotFound (3) for an unknown or other entity's id, 400
 * with translated field messages, 403 for the wrong person, 409 with the current claim when it changed
 * since it was loaded or its state forbids the step.
 */
export function answerExpense(request: FastifyRequest, reply: FastifyReply, outcome: ExpenseOutcome) {
  switch (outcome.kind) {
    case 'done':
      return { result: ResourceResult.Success, data: outcome.detail };
    case 'invalid':
      return sendError(request, reply, 400, 'http.validation', outcome.errors);
    case 'forbidden':
      if (outcome.message) return reply.code(403).send({ message: outcome.message });
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
