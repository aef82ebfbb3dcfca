export { NumericInput, DecimalInput, type NumericInputProps, type DecimalInputProps } from './number-input';
export {
  BLOCKED_NUMBER_KEYS,
  allowNumericKey,
  allowDecimalKey,
  allowNumericPaste,
  allowDecimalPaste,
  isAcceptableNumeric,
  isAcceptableDecimal,
  parseNumberText,
} from './number-guards';
export { TimePicker, type TimePickerProps } from './time-picker';
export {
  isValidTime,
  toTimeValue,
  fromTimeValue,
  to12Hour,
  to24Hour,
  type TimeParts,
  type TimeOptions,
  type Meridian,
} from './time-logic';
export { DateInput, type DateInputProps } from './date-input';
export { commitDateText, displayDateValue, type DateInputValue, type DateOutput } from './date-input-logic';
