import type { FastifyInstance } from 'fastify';
import {
  EXPENSE_COMMENT_MAX,
  Permissions,
  type ExpenseStepParams,
  type ExpenseStepRequest,
} from '@portal/domain';
import { expenseStepBody, expenseStepParams } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { expenseCaller } from './expense-caller';
import { expenseMessage } from './expense-messages';
import { answerWorkflow } from '../kit/workflow-outcome';
import { decideClaim } from './expense-workflow.service';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/ExpenseClaim';
const tags = ['Expense claims'];

/**
 * POST {id}/check | approve | pay | reject | cancel. Who may take which step is decided per claim by
 * the service (the route permission only says "an employee"); reject needs a comment.
 */
export async function expenseWorkflowRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Params: ExpenseStepParams; Body: ExpenseStepRequest }>(
    `${BASE}/:id/:step`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary:
          'Check (manager), approve (ExpenseSummary.Approve), pay (ExpenseSummary.Pay), reject with a comment, or cancel (claimant)',
        params: expenseStepParams,
        body: expenseStepBody,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { id, step } = request.params;
      let comment: string | null = null;
      if (step === 'reject') {
        comment = request.body?.comment?.trim() ?? '';
        const message = !comment
          ? expenseMessage('CommentRequired', lang)
          : comment.length > EXPENSE_COMMENT_MAX
            ? expenseMessage('CommentTooLong', lang, { max: EXPENSE_COMMENT_MAX })
            : null;
        if (message)
          return sendError(request, reply, 400, 'http.validation', [{ field: 'comment', message }]);
      }
      const context = {
        db,
        bus: app.realtime,
        caller: await expenseCaller(db, request),
        lang,
        log: request.log,
      };
      const outcome = await decideClaim(context, id, step, { comment, version: request.body?.version });
      return answerWorkflow(request, reply, outcome);
    },
  );
}
