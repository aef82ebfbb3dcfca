import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFLICT_MESSAGE_KEY, ResourceResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { requestLang } from '../../plugins/errors';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { kitMessage } from './kit-messages';
import type { WriteOutcome } from './resource-definition';

/**
 * One write in one transaction, answered like the kit's saves: the result code, 409 with the current
 * record on a stale version, and a race the checks could not see (same name saved meanwhile, a parent
 * deleted meanwhile) as its result code rather than a 500.
 */
export async function answerWrite<Detail>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Db) => Promise<WriteOutcome<Detail>>,
  duplicate: ResourceResult = ResourceResult.DuplicateName,
) {
  let outcome: WriteOutcome<Detail>;
  try {
    outcome = await db.transaction((tx) => run(tx as unknown as Db));
  } catch (error) {
    if (isUniqueViolation(error)) return { result: duplicate };
    if (isForeignKeyViolation(error)) return { result: ResourceResult.ParentNotFound };
    throw error;
  }
  if (outcome.result === ResourceResult.Conflict)
    return reply.code(409).send({
      result: outcome.result,
      messageKey: CONFLICT_MESSAGE_KEY,
      message: kitMessage(CONFLICT_MESSAGE_KEY, requestLang(request)),
      current: outcome.current,
    });
  return outcome;
}
