/**
 * Saved filters and column choices, per user and summary screen. A screen key names the screen
 * ('country-summary'); the server maps it to the permission group whose .SaveFilter / .DisplayColumns
 * guard the settings, so a screen without such a group has no saved settings at all.
 */

/** Screen key -> permission group (Permissions[group].SaveFilter and .DisplayColumns). */
export const SCREEN_SETTINGS_GROUPS = {
  'inspection-summary': 'InspectionSummary',
  'schedule-summary': 'ScheduleSummary',
  'report-summary': 'InspectionReport',
  'report-template-summary': 'ReportTemplateSummary',
  'email-config-summary': 'EmailConfigSummary',
  'inspection-certificate-summary': 'InspectionCertificateSummary',
  'inspection-certificate-pending': 'InspectionCertificateSummary',
  'workload-matrix-summary': 'WorkloadMatrixSummary',
  'other-manday-summary': 'OtherMandaySummary',
  'starting-port-summary': 'StartingPortSummary',
  'travel-matrix-summary': 'TravelMatrixSummary',
  'travel-tariff-summary': 'TravelTariffSummary',
  'food-allowance-summary': 'FoodAllowanceSummary',
  'country-summary': 'CountrySummary',
  'province-summary': 'ProvinceSummary',
  'city-summary': 'CitySummary',
  'county-summary': 'CountySummary',
  'town-summary': 'TownSummary',
  'staff-summary': 'StaffSummary',
  'office-summary': 'OfficeSummary',
  'holiday-summary': 'HolidaySummary',
  'user-account-summary': 'UserAccountSummary',
  'expense-summary': 'ExpenseSummary',
  'leave-summary': 'LeaveSummary',
  'customer-contact-summary': 'CustomerContactSummary',
  'contact-group-summary': 'CustomerContactGroupSummary',
  'department-summary': 'CustomerDepartmentSummary',
  'buyer-summary': 'CustomerBuyerSummary',
  'collection-summary': 'CustomerCollectionSummary',
  'customer-registration-summary': 'CustomerRegistration',
  'supplier-summary': 'SupplierSummary',
  'customer-summary': 'CustomerSummary',
  'customer-brand-summary': 'CustomerBrandSummary',
  'product-category-summary': 'ProductCategorySummary',
  'product-sub-category-summary': 'ProductSubCategorySummary',
  'product-sub2-category-summary': 'ProductSub2CategorySummary',
  'product-sub3-category-summary': 'ProductSub3CategorySummary',
  'customer-product-summary': 'CustomerProductSummary',
  'customer-style-summary': 'CustomerStyleSummary',
  'right-summary': 'RightsAdmin',
  'customer-service-summary': 'CustomerServiceSummary',
  'customer-checkpoint-summary': 'CustomerCheckpointSummary',
  'customer-complaint-summary': 'CustomerComplaintSummary',
  'customer-decision-summary': 'CustomerDecisionSummary',
  'customer-user-config-summary': 'CustomerUserConfigSummary',
  'purchase-order-summary': 'PurchaseOrderSummary',
} as const;

export type ScreenKey = keyof typeof SCREEN_SETTINGS_GROUPS;

export function isScreenKey(value: string): value is ScreenKey {
  return Object.prototype.hasOwnProperty.call(SCREEN_SETTINGS_GROUPS, value);
}

/** Longest filter name, and how many filters one user may keep per screen. */
export const SAVED_FILTER_NAME_MAX = 100;
export const SAVED_FILTERS_PER_SCREEN = 50;

/** A named search form: `payload` is the screen's own filter object (searchText, countryIds...). */
export interface SavedFilter {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  isDefault: boolean;
  createdOn: string;
}

/** POST body: a filter with the same name (case-insensitive) is replaced. */
export interface SaveFilterRequest {
  name: string;
  payload: Record<string, unknown>;
  isDefault?: boolean;
}

export interface SavedFilterListResponse {
  result: number;
  data: SavedFilter[];
}

export interface SaveFilterResponse {
  result: number;
  data: SavedFilter;
}

/** The visible columns of a screen, in display order (column ids of the screen's table). */
export interface ColumnChoice {
  columns: string[];
}

export interface ColumnChoiceResponse {
  result: number;
  /** null: the user never chose; the screen shows its default columns. */
  data: ColumnChoice | null;
}
