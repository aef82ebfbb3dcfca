import { HR_ROUTES } from '@portal/domain';

/** The types list (with the allocations) and the edit screen of one type, below it. */
export const LEAVE_TYPE_PATHS = {
  summary: HR_ROUTES.leaveTypes,
  edit: `${HR_ROUTES.leaveTypes}/edit`,
} as const;
