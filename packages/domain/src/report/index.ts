export * from './report-enums';
export * from './report-types';
export * from './report-paths';
export * from './report-result';
export * from './report-workflow';
export * from './report-messages';
export * from './email-config-types';
export * from './certificate-types';
