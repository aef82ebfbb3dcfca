import {
  BookingStatus,
  CheckResult,
  CheckSamplingKind,
  DefectClass,
  MissionStatus,
  ReportAction,
  ReportFillStatus,
  ReportSectionKind,
  ReportStatus,
  ServiceType,
  type ReportDefect,
  type ReportDetail,
} from '@portal/domain';

/** A booking's report as the server answers it before anything was recorded (two products, three checks). */
export function aReport(over: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: null,
    bookingId: 12,
    bookingNo: 'INS-000012',
    bookingStatus: BookingStatus.Scheduled,
    customerId: 1,
    customerName: 'Northwind Retail Ltd',
    supplierName: 'Shenzhen Knit Co.',
    factoryName: 'Dongguan Plant 2',
    factoryAddress: '12 Harbour Road, Dongguan',
    serviceType: ServiceType.FinalInspection,
    inspectionDateFrom: '2026-03-11',
    inspectionDateTo: '2026-03-11',
    inspectors: [{ id: 7, name: 'Anita Desai' }],
    missionStatus: MissionStatus.Confirmed,
    fillStatus: ReportFillStatus.Preparation,
    reviewStatus: null,
    reviewLevel: null,
    status: ReportStatus.Draft,
    technicalReviewRequired: false,
    result: null,
    remarks: null,
    sections: [
      {
        kind: ReportSectionKind.Packing,
        checks: [
          {
            key: 'carton-drop',
            label: 'Carton drop test',
            sampling: { kind: CheckSamplingKind.Pieces, value: 5 },
            mandatory: true,
            instructions: null,
          },
        ],
      },
      {
        kind: ReportSectionKind.Marking,
        checks: [
          {
            key: 'shipping-mark',
            label: 'Shipping marks',
            sampling: { kind: CheckSamplingKind.Percent, value: 10 },
            mandatory: false,
            instructions: 'Compare with the artwork',
          },
        ],
      },
      {
        kind: ReportSectionKind.Workmanship,
        checks: [
          {
            key: 'workmanship',
            label: 'Workmanship',
            sampling: { kind: CheckSamplingKind.Aql, value: null },
            mandatory: false,
            instructions: null,
          },
        ],
      },
    ],
    products: [
      {
        productId: 3,
        reference: 'STY-1',
        name: 'Cotton shirt',
        bookedQuantity: 1200,
        sampleSize: 80,
        fullInspection: false,
        limits: {
          critical: null,
          major: { aql: 2.5, sampleSize: 80, ac: 5, re: 6 },
          minor: { aql: 4, sampleSize: 80, ac: 7, re: 8 },
        },
        quantities: { presentedQuantity: null, packedQuantity: null, cartonCount: null },
        measurements: [],
        result: null,
      },
    ],
    checks: [],
    defects: [],
    photos: [],
    reviews: [],
    decision: null,
    submittedAt: null,
    validatedAt: null,
    sentAt: null,
    dueAt: '2026-03-12T17:00:00.000Z',
    allowedActions: [ReportAction.Fill, ReportAction.Submit],
    version: 1,
    ...over,
  };
}

export const aDefect = (over: Partial<ReportDefect> = {}): ReportDefect => ({
  id: 'd-1',
  productId: 3,
  defectListId: null,
  description: 'Loose thread',
  defectClass: DefectClass.Minor,
  count: 2,
  checkKey: 'workmanship',
  ...over,
});

export const passAnswer = (key: string) => ({ key, result: CheckResult.Pass, comment: null });
