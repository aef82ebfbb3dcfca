import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { HolidayEdit } from './holiday-edit';
import { HolidaySummary } from './holiday-summary';

/** The holiday screens under `/:entity/`: every employee reads them, HR changes them. */
export const holidayRoutes: RemoteRoute[] = [
  {
    path: HR_ROUTES.holidaySummary,
    permission: Permissions.HolidaySummary.View,
    titleId: 'hr.holidays.summary.title',
    component: HolidaySummary,
  },
  {
    path: `${HR_ROUTES.holidayEdit}/:id?`,
    permission: Permissions.HolidaySummary.View,
    titleId: 'hr.holidays.edit.title',
    component: HolidayEdit,
  },
];
