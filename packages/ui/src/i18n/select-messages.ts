/** Texts of the input widgets (select, date, time, numbers). */
export const SELECT_MESSAGES = {
  en: {} as Record<string, string>,
  fr: {} as Record<string, string>,
};
