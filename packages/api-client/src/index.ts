export { createApiClient, resolveBaseUrl, type ApiClientOptions } from './client';
export { userEndpoints, type UserEndpoints, type ChangePasswordResult } from './endpoints/user';
export { workItemEndpoints, type WorkItemEndpoints } from './endpoints/work-items';
export {
  headerEndpoints,
  type HeaderEndpoints,
  type UserGenderResponse,
  type ProfileSummaryResponse,
  type CustomerKamDetails,
  type PushSubscriptionPayload,
} from './endpoints/header';
export { HTTPError } from 'ky';
export { resourceClient, dataSourceClient, type ResourceClient } from './endpoints/resource';
export { geographyEndpoints, type GeographyEndpoints } from './endpoints/geography';
export {
  customerRecordEndpoints,
  type CustomerRecordEndpoints,
  type CodedItem,
} from './endpoints/customer-records';
export { rightsEndpoints, type RightsEndpoints, type PermissionChangeResponse } from './endpoints/rights';
export { customerEndpoints, CUSTOMER_RESULT_OFFSET, type CustomerEndpoints } from './endpoints/customer';
export { screenSettingsEndpoints, type ScreenSettingsEndpoints } from './endpoints/screen-settings';
export {
  customerRegistrationEndpoints,
  type CustomerRegistrationEndpoints,
  type RegistrationFieldErrors,
} from './endpoints/customer-registration';
export { customerConfigEndpoints, type CustomerConfigEndpoints } from './endpoints/customer-config';
export { supplierEndpoints, factoryMappingEndpoints, type SupplierEndpoints } from './endpoints/supplier';
export { productEndpoints, type ProductEndpoints } from './endpoints/product';
export {
  purchaseOrderEndpoints,
  type PurchaseOrderEndpoints,
  type PoImportUploadRequest,
} from './endpoints/purchase-order';
export { bookingEndpoints, type BookingEndpoints } from './endpoints/booking';
export {
  scheduleEndpoints,
  schedulingConfigEndpoints,
  type ScheduleEndpoints,
  type SchedulingConfigEndpoints,
} from './endpoints/schedule';
export { hrLeaveEndpoints, type HrLeaveApi, type LeaveDays } from './endpoints/hr-leave';
export { hrHolidayEndpoints, type HrHolidayApi } from './endpoints/hr-holiday';
export {
  hrLeaveTypeEndpoints,
  type HrLeaveTypeApi,
  type AllocationSaveAnswer,
} from './endpoints/hr-leave-type';
export { hrStaffEndpoints, type HrStaffApi } from './endpoints/hr-staff';
export { expenseEndpoints, type ExpenseApi } from './endpoints/hr-expense';
export { accountEndpoints, type AccountApi } from './endpoints/hr-account';
export { listResource, searchList } from './endpoints/list-resource';
