/** The browser's zone: the server counts "today" and the report deadlines in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
