/**
 * Lists of the customer configuration records. The spec names AQL levels (AqlLevel), price types (PriceType)
 * and defect classes (DefectClass, used as complaint severity); the others are ours (docs/customer-config.md).
 */

/** What kind of intervention a customer service is. */
export enum ServiceType {
  PreProduction = 1,
  DuringProduction = 2,
  FinalInspection = 3,
  ContainerLoading = 4,
  FactoryAudit = 5,
  SocialAudit = 6,
  LabTest = 7,
  DocumentReview = 8,
}

export enum CheckpointType {
  CartonDropTest = 1,
  BarcodeScan = 2,
  MetalDetection = 3,
  MeasurementCheck = 4,
  FunctionTest = 5,
  ColourShadeCheck = 6,
  LabellingCheck = 7,
  Other = 99,
}

export enum ComplaintCategory {
  ProductQuality = 1,
  ReportContent = 2,
  InspectorConduct = 3,
  Scheduling = 4,
  Invoicing = 5,
  Other = 6,
}

export enum ComplaintStatus {
  Open = 1,
  InInvestigation = 2,
  Closed = 3,
}

/** The inspection outcome a customer decision answers. */
export enum InspectionResultType {
  Pass = 1,
  Fail = 2,
  Pending = 3,
}

/** The standard AQL values (ISO 2859-1) offered for critical, major and minor defects. */
export const AQL_VALUES = [0, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5] as const;

export const configEnumValues = <const Source extends Record<string, string | number>>(source: Source) =>
  Object.values(source).filter(
    (value): value is Extract<Source[keyof Source], number> => typeof value === 'number',
  );
