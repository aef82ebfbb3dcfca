/** Each scheduling screen's texts (keys start with 'inspection.schedule.'), merged in module.ts. */
const PARTS: { en: Record<string, string>; fr: Record<string, string> }[] = [];

export const SCHEDULE_SCREEN_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
