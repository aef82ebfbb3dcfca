import { Permissions, SCHEDULE_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { AllocationPage } from './allocation/allocation-page';
import { QcAvailabilityPage } from './availability/qc-availability';
import { mandayConfigRoutes } from './manday-config-routes';
import { InspectionOccupancyPage, ManDaySummaryPage } from './occupancy/occupancy-page';
import { QcBlockPage } from './qc-block/qc-block-page';
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
  {
    path: PATHS.availability,
    permission: Permissions.QcAvailability.View,
    titleId: 'inspection.schedule.availability.title',
    component: QcAvailabilityPage,
  },
  {
    // Everyone who may see blocks sees the list; the form and Unblock need QcBlock.Edit.
    path: PATHS.qcBlock,
    permission: Permissions.QcBlock.View,
    titleId: 'inspection.schedule.qcBlock.title',
    component: QcBlockPage,
  },
  {
    path: PATHS.occupancy,
    permission: Permissions.InspectionOccupancy.View,
    titleId: 'inspection.schedule.occupancy.title.office',
    component: InspectionOccupancyPage,
  },
  {
    path: PATHS.manDaySummary,
    permission: Permissions.InspectionOccupancy.View,
    titleId: 'inspection.schedule.occupancy.title.qc',
    component: ManDaySummaryPage,
  },
  ...mandayConfigRoutes,
];
