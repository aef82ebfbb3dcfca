export {
  SummaryPage,
  type SummaryColumn,
  type SummaryPageProps,
  type SummaryPermissions,
  type SummaryResource,
} from './summary-page';
export type { SearchFormValues } from './search-form';
export {
  readSearchState,
  writeSearchState,
  toSearchRequest,
  nextSort,
  SEARCH_PARAMS,
  type FilterValue,
  type FilterValues,
  type SearchState,
} from './search-state';
export { exportRows, type ExportColumn, type ExportInput, type ExportOutput } from './export-rows';
export { usePermission } from './use-permission';
export { useEntityLink } from './entity-link';
export { EditPage, type EditPageProps, type EditResource, type EditContext } from './edit-page';
export {
  FormText,
  FormNumber,
  FormSelect,
  FormDate,
  FormTextArea,
  FormDecimal,
  FormCheckbox,
  useShownError,
  type FormTextProps,
  type FormSelectProps,
} from './form-fields';
export { FormDateRange, type FormDateRangeProps } from './form-date-range';
export { UnsavedChangesPrompt, type UnsavedChangesProps } from './unsaved-changes';
export { resultMessage } from './result-message';
export { useServerErrors } from './use-server-errors';
export { useRecord, type RecordStatus } from './use-record';
export { summaryPermissions, editPermissions, type ScreenPermissionGroup } from './screen-permissions';
