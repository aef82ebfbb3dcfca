/** Texts of the summary and edit screen pattern (search, table, paging, filters, columns, export, save). */
export const KIT_MESSAGES = {
  en: {} as Record<string, string>,
  fr: {} as Record<string, string>,
};
