/**
 * API paths of inspection reports (no leading slash: the client's prefix is the server base). Templates, email
 * configuration and certificates are kit resources (POST {base}/search, GET {base}/{id}, POST, PUT, DELETE
 * {base}/{id}, POST {base}/export).
 */
export const REPORT_API = {
  /** GET: the booking's report (ReportDetail; id null before the first save); PUT ReportDraftSave. */
  report: (bookingId: number) => `api/InspectionReport/${bookingId}`,
  /** POST ReportActionBody: submit, start-review, send-back, validate. */
  action: (bookingId: number, action: string) => `api/InspectionReport/${bookingId}/${action}`,
  /** POST multipart (fields id, defectId, checkKey, caption, then the file): one photo, idempotent by id. */
  photos: (bookingId: number) => `api/InspectionReport/${bookingId}/photos`,
  photo: (bookingId: number, photoId: string) => `api/InspectionReport/${bookingId}/photos/${photoId}`,
  /** GET: the PDF report (?lang=en|fr, default the customer's language). */
  pdf: (bookingId: number) => `api/InspectionReport/${bookingId}/pdf`,
  /** POST CustomerDecisionBody. */
  decision: (bookingId: number) => `api/InspectionReport/${bookingId}/decision`,
  /** POST ReportSearchRequest: { result, data: ReportRow[], totalCount }. */
  search: 'api/InspectionReport/search',
  export: 'api/InspectionReport/export',
  /** GET ?search=: the defect list (DefectListItem[]). */
  defectList: 'api/InspectionReport/defect-list',
  /** POST SendingTimeRequest: SendingTimeDashboard. */
  sendingTime: 'api/InspectionReport/sending-time',
  sendingTimeExport: 'api/InspectionReport/sending-time/export',
  /** Kit resource of ReportTemplateDetail. */
  template: 'api/ReportTemplate',
  /** Kit resource of EmailConfigDetail. */
  emailConfig: 'api/EmailConfiguration',
  /** GET: ReportEmailPreview; POST ReportEmailSendBody: ReportEmailSendResult. */
  reportEmail: (bookingId: number) => `api/ReportEmail/${bookingId}`,
  /** GET ?token=: the file of a signed, expiring link (no sign-in). */
  emailFile: 'api/EmailFile',
  /** Kit resource of InspectionCertificateDetail (the save answers the detail). */
  certificate: 'api/InspectionCertificate',
  /** POST SearchRequest: PendingCertificateRow[]. */
  certificatePending: 'api/InspectionCertificate/pending',
  /** POST: numbers and issues a draft. */
  certificateIssue: (id: number) => `api/InspectionCertificate/${id}/issue`,
  certificatePdf: (id: number) => `api/InspectionCertificate/${id}/pdf`,
} as const;

/** Screen routes under /{entity}/ (spec section 2: reportsummary, report-template, report, send-email, ...). */
export const REPORT_SCREEN_PATHS = {
  summary: 'reportsummary/report-summary',
  /** + '/{bookingId}': the inspector fills it, the checker reviews it, everyone else reads it. */
  report: 'report/inspection-report',
  templateSummary: 'report-template/report-template-summary',
  templateEdit: 'report-template/edit-report-template',
  /** + '/{bookingId}'. */
  sendEmail: 'send-email/send-email',
  sendingTime: 'report-sending-time-dashboard/report-sending-time-dashboard',
  emailConfigSummary: 'emailconfig/email-config-summary',
  emailConfigEdit: 'econfig/edit-email-config',
  certificatePending: 'inspectioncertificatepending/inspection-certificate-pending',
  certificateEdit: 'inspectioncertificateedit/edit-inspection-certificate',
  certificateSearch: 'inspectioncertificatesearch/inspection-certificate-summary',
} as const;

/** The public page of a signed download link (spec section 2: emailfiledownload), `?token=`. */
export const EMAIL_FILE_DOWNLOAD_PATH = '/emailfiledownload';
/** How long a signed download link works. */
export const EMAIL_FILE_LINK_DAYS = 30;
