import { Permissions, SCHEDULE_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { AllocationPage } from './allocation/allocation-page';
import { ScheduleSummary } from './summary/schedule-summary';

/**
 * The scheduling screens (docs/scheduling.md): schedule summary and allocation, QC availability and
 * blocks, occupancy and the man-day summary, the QC dashboard, the workload matrix and other man-days.
 */
export const scheduleRoutes: RemoteRoute[] = [
  {
    // With the ScheduleInspection task's booking id, that booking comes first.
    path: `${PATHS.summary}/:id?`,
    permission: Permissions.ScheduleSummary.View,
    titleId: 'inspection.schedule.summary.title',
    component: ScheduleSummary,
  },
  {
    // Read only without ScheduleSummary.Allocate.
    path: `${PATHS.allocation}/:id`,
    permission: Permissions.ScheduleSummary.View,
    titleId: 'inspection.schedule.allocation.title',
    component: AllocationPage,
  },
];
