/** Texts of the tasks, notifications, help and user panels, the toasts and push subscription. */
export const panelMessages = {
  en: {} as Record<string, string>,
  fr: {} as Record<string, string>,
};
