/** Texts of the header, menus, side navigation, entity guard and page chrome. */
export const layoutMessages = {
  en: {} as Record<string, string>,
  fr: {} as Record<string, string>,
};
