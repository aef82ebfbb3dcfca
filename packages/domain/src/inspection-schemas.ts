/** The inspection area's request body schemas (server side: '@portal/domain/src/schemas'). */
export * from './booking/booking-schemas';
export * from './purchase-order/purchase-order-schemas';
export * from './schedule/schedule-schemas';
export * from './schedule/scheduling-config-schemas';
export * from './report/certificate-schemas';
export * from './report/report-schemas';
export * from './report/report-template-schemas';
export * from './report/email-config-schemas';
