/** Enumerations of spec section 3 ("Enumerations"); numeric values are the spec's. */

export enum UserType {
  InternalUser = 1,
  Customer = 2,
  Supplier = 3,
  Factory = 4,
  OutSource = 5,
}

export enum Service {
  Inspection = 1,
  Audit = 2,
  Tcf = 3,
  LabTesting = 4,
}

export enum RightType {
  Inspection = 1,
  Audit = 2,
  TCF = 3,
  LabTesting = 4,
  Customer = 5,
  Vendor = 6,
  HumanResource = 7,
  Document = 8,
  Admin = 9,
}

export enum Profile {
  Auditor = 1,
  CS = 2,
  Inspector = 4,
  Quotation = 10,
  ReportChecker = 11,
}

export enum Role {
  Cs = 1,
  Inspector = 2,
  Planning = 3,
  IT_Team = 4,
  Management = 5,
  CSManagement = 6,
  TechnicalTeam = 8,
  OperationTeamManagement = 9,
  HumanResource = 10,
  HRManagement = 11,
  Accounting = 12,
  KAM = 13,
  CEO = 14,
  SalesTeam = 15,
  Customer = 29,
  Supplier = 30,
  Factory = 31,
  ReportChecker = 35,
  /** Not numbered by the spec; ids above 100 are ours. */
  OutSourceAccountingRole = 101,
  Auditor = 102,
  TcfUser = 103,
  LabUser = 104,
}

export enum Unit {
  Set = 1,
  Pairs = 2,
  Yards = 3,
  Pcs = 4,
  Meters = 5,
  Pack = 13,
}

export enum AqlLevel {
  AQLI = 1,
  AQLII = 2,
  AQLIII = 3,
  Custom = 8,
}

export enum DefectClass {
  Critical = 1,
  Major = 2,
  Minor = 3,
}

export enum PriceType {
  ManDay = 1,
  Sampling = 2,
  PieceRate = 3,
  PerIntervention = 4,
}

export enum StaffStatus {
  OnJob = 1,
  Retired = 2,
  Left = 3,
  Disabled = 4,
}

export enum EmploymentType {
  Permanent = 1,
  Outsource = 2,
  Other = 3,
}
