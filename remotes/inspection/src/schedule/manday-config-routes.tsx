import { Permissions, SCHEDULE_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { OtherMandayEdit } from './other-manday/other-manday-edit';
import { OtherMandaySummary } from './other-manday/other-manday-summary';
import { WorkloadMatrixEdit } from './workload-matrix/workload-matrix-edit';
import { WorkloadMatrixSummary } from './workload-matrix/workload-matrix-summary';

/** The man-day rules allocation reads: the workload matrix and other man-days (read only without Edit). */
export const mandayConfigRoutes: RemoteRoute[] = [
  {
    path: PATHS.workloadMatrix,
    permission: Permissions.WorkloadMatrixSummary.View,
    titleId: 'inspection.schedule.workloadMatrix.summary.title',
    component: WorkloadMatrixSummary,
  },
  {
    path: `${PATHS.workloadMatrixEdit}/:id?`,
    permission: Permissions.WorkloadMatrixSummary.View,
    titleId: 'inspection.schedule.workloadMatrix.edit.title',
    component: WorkloadMatrixEdit,
  },
  {
    path: PATHS.otherManday,
    permission: Permissions.OtherMandaySummary.View,
    titleId: 'inspection.schedule.otherManday.summary.title',
    component: OtherMandaySummary,
  },
  {
    path: `${PATHS.otherMandayEdit}/:id?`,
    permission: Permissions.OtherMandaySummary.View,
    titleId: 'inspection.schedule.otherManday.edit.title',
    component: OtherMandayEdit,
  },
];
