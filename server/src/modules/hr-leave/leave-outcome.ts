import type { LeaveDetail } from '@portal/domain';
import type { WorkflowOutcome } from '../kit/workflow-outcome';

/** What a leave command ends in; answerWorkflow turns it into the HTTP answer. */
export type LeaveOutcome = WorkflowOutcome<LeaveDetail>;
