import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFLICT_MESSAGE_KEY, RECORD_REFUSAL_HEADER, ResourceResult } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import { requestLang, sendError } from '../../plugins/errors';
import { kitMessage } from './kit-messages';

/** What a command on a record with a workflow (a leave request, an expense claim) ends in. */
export type WorkflowOutcome<Detail> =
  | { kind: 'done'; detail: Detail }
  | { kind: 'invalid'; errors: FieldError[] }
  /** The wrong person: 403 with a translated message saying why (the generic one when absent). */
  | { kind: 'forbidden'; message?: string }
  | { kind: 'notFound' }
  /** Stale version (message absent: the kit's conflict text) or a state that does not allow the step. */
  | { kind: 'conflict'; current: Detail; message?: string };

/**
 * Like the kit's writes: Success with the record, NotFound (3) for an unknown or other entity's id, 400
 * with translated field messages, 403 for the wrong person, 409 with the current record when it changed
 * since it was loaded or its state forbids the step (the message says which).
 */
export function answerWorkflow<Detail>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: WorkflowOutcome<Detail>,
) {
  switch (outcome.kind) {
    case 'done':
      return { result: ResourceResult.Success, data: outcome.detail };
    case 'invalid':
      return sendError(request, reply, 400, 'http.validation', outcome.errors);
    case 'forbidden':
      // A refusal of this record's rules, worded: the browser shows it instead of going to /forbidden.
      if (outcome.message)
        return reply
          .code(403)
          .header(RECORD_REFUSAL_HEADER, '1')
          .send({ result: ResourceResult.Forbidden, message: outcome.message });
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
