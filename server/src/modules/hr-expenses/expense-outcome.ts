import type { ExpenseDetail } from '@portal/domain';
import type { WorkflowOutcome } from '../kit/workflow-outcome';

/** What an expense command ends in; answerWorkflow turns it into the HTTP answer. */
export type ExpenseOutcome = WorkflowOutcome<ExpenseDetail>;
