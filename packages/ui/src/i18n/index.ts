import { KIT_MESSAGES } from './kit-messages';
import { SELECT_MESSAGES } from './select-messages';

/** Every text this package renders, registered by the shell and by a remote started on its own. */
export const UI_MESSAGES = {
  en: { ...SELECT_MESSAGES.en, ...KIT_MESSAGES.en },
  fr: { ...SELECT_MESSAGES.fr, ...KIT_MESSAGES.fr },
};
