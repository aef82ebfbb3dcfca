import type { RemoteRoute } from '@portal/shell-contract';

/**
 * The scheduling screens (docs/scheduling.md): schedule summary and allocation, QC availability and
 * blocks, occupancy and the man-day summary, the QC dashboard, the workload matrix and other man-days.
 */
export const scheduleRoutes: RemoteRoute[] = [];
