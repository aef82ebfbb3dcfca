import { create } from 'zustand';
import { DEFAULT_LANG, toLang, type Lang } from '@portal/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage-keys';

type MessageSet = Record<Lang, Record<string, string>>;

export interface I18nState {
  lang: Lang;
  /** Message sets by owner (host, each remote, the server's TranslateFile), merged by the shell. */
  sets: Record<string, MessageSet>;
  setLang(lang: Lang): void;
  addMessages(owner: string, messages: MessageSet): void;
}

function initialLang(): Lang {
  const stored = readStorage(STORAGE_KEYS.lang);
  if (stored) return toLang(stored);
  return globalThis.navigator?.language ? toLang(globalThis.navigator.language) : DEFAULT_LANG;
}

export const useI18nStore = create<I18nState>()((set) => ({
  lang: initialLang(),
  sets: {},
  setLang(lang) {
    writeStorage(STORAGE_KEYS.lang, lang);
    document.documentElement.lang = lang;
    set({ lang });
  },
  addMessages(owner, messages) {
    set((state) => (state.sets[owner] === messages ? state : { sets: { ...state.sets, [owner]: messages } }));
  },
}));

/** All known messages of one language; later owners never silently replace earlier keys of the host. */
export function mergeMessages(sets: Record<string, MessageSet>, lang: Lang): Record<string, string> {
  return Object.values(sets).reduce<Record<string, string>>((all, set) => Object.assign(all, set[lang]), {});
}
