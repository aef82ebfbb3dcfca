export { Select } from './select';
export type { SelectProps, SingleSelectProps, MultiSelectProps, SelectCommonProps } from './select-props';
export type { SelectOption, SelectValue, CompareWith, SelectDataSource, PanelState } from './select-types';
export {
  SELECT_VIRTUAL_BUFFER,
  SELECT_PANEL_MAX_HEIGHT,
  SELECT_SEARCH_DELAY_MS,
  SELECT_ROW_HEIGHT,
  canOpen,
  checkSelectValue,
  filterOptions,
  shouldOfferTag,
  isTermLongEnough,
  isMaxReached,
  computeWindow,
} from './select-logic';
