export * from './format-date';
export * from './parse-date';
export * from './utc';
export * from './iso-day';
export * from './date-range-presets';
