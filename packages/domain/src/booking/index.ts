export * from './booking-paths';
export * from './booking-types';
export type * from './booking-schemas';
export * from './booking-workflow';
export * from './booking-messages';
export * from './hours-to-inspection';
// The customer configuration's AQL_VALUES (the whole ISO series) keeps its name; the sampling tables cover 0-6.5.
export {
  AQL_VALUES as SAMPLING_AQL_VALUES,
  codeLetter,
  computeSampling,
  isAqlValue,
  samplingPlan,
  type AqlValue,
  type ClassPlan,
  type CodeLetter,
  type InspectionLevel,
  type SamplingInput,
  type SamplingPlan,
  type SamplingResult,
} from './aql-sampling';
