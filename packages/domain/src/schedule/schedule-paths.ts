/**
 * API paths of scheduling (no leading slash: the client's prefix is the server base). Allocation takes
 * `InspectionSchedule.*` permissions; the configuration resources are kit resources (POST {base}/search,
 * GET {base}/{id}, POST, PUT, DELETE {base}/{id}, POST {base}/export) with their own permission groups.
 */
export const SCHEDULE_API = {
  /** POST ScheduleSearchRequest: bookings waiting for inspectors and the ones allocated (ScheduleRow). */
  summary: 'api/Schedule/summary',
  /** GET: one booking's allocation screen (AllocationDetail); PUT AllocationSaveBody: replace its allocations. */
  allocation: (bookingId: number) => `api/Schedule/allocation/${bookingId}`,
  /** POST QcCandidateRequest: the QCs for one day of the booking, ranked (QcCandidate[]). */
  candidates: (bookingId: number) => `api/Schedule/allocation/${bookingId}/qcs`,
  /** POST QcAvailabilityRequest: the month calendar (QcAvailability). */
  availability: 'api/Schedule/availability',
  /** POST QcStaffRequest (spec section 3): the QCs as a data source ({ result, dataSourceList }). */
  qcStaff: 'api/Schedule/qc-staff',
  /** POST QcBlockSearchRequest: blocked days; POST QcBlockBody: block; DELETE {base}/{id}: unblock. */
  qcBlock: 'api/Schedule/qcblock',
  qcBlockSearch: 'api/Schedule/qcblock/search',
  /** POST OccupancyRequest: allocated against available man-days per office (or QC) and day. */
  occupancy: 'api/Schedule/occupancy',
  /** POST OccupancyRequest: the same as xlsx. */
  occupancyExport: 'api/Schedule/occupancy/export',
  /** GET ?timeZone=: the signed-in inspector's assignments (QcDashboard). */
  qcDashboard: 'api/Schedule/qcdashboard',
  /** POST { finishedAt? }: the inspector says the inspection of that assignment is finished. */
  finish: (allocationId: number) => `api/Schedule/assignment/${allocationId}/finish`,
} as const;

/** The configuration resources behind the rates-and-configuration screens (kit resources). */
export const SCHEDULING_CONFIG_API = {
  workloadMatrix: 'api/WorkloadMatrix',
  otherManday: 'api/OtherManday',
  travelMatrix: 'api/TravelMatrix',
  travelTariff: 'api/TravelTariff',
  foodAllowance: 'api/FoodAllowance',
  startingPort: 'api/StartingPort',
} as const;

/** Screen routes under /{entity}/ (spec section 2: schedule, qcavailability, qcblock, summary, ...). */
export const SCHEDULE_SCREEN_PATHS = {
  /** schedule/schedule-summary[/{bookingId}]: the ScheduleInspection task opens it on its booking. */
  summary: 'schedule/schedule-summary',
  /** schedule/schedule-allocation/{bookingId}. */
  allocation: 'schedule/schedule-allocation',
  availability: 'qcavailability/qc-availability',
  qcBlock: 'qcblock/qc-block',
  /** Allocated against available man-days per QC and day. */
  manDaySummary: 'summary/man-day-summary',
  /** Allocated against available man-days per office and day. */
  occupancy: 'inspection-occupancy/inspection-occupancy',
  qcDashboard: 'qcdashboard',
  workloadMatrix: 'workloadmatrix/workload-matrix-summary',
  workloadMatrixEdit: 'workloadmatrix/edit-workload-matrix',
  otherManday: 'othermanday/other-manday-summary',
  otherMandayEdit: 'othermanday/edit-other-manday',
  travelMatrix: 'travelmatrix/travel-matrix-summary',
  travelMatrixEdit: 'travelmatrix/edit-travel-matrix',
  travelTariff: 'traveltariffsummary/travel-tariff-summary',
  /** edittraveltariff/edit-travel-tariff/{id} (spec section 2). */
  travelTariffEdit: 'edittraveltariff/edit-travel-tariff',
  foodAllowance: 'foodallowance/food-allowance-summary',
  foodAllowanceEdit: 'foodallowance/edit-food-allowance',
  startingPort: 'startingportsummary/starting-port-summary',
  startingPortEdit: 'startingportsummary/edit-starting-port',
} as const;
