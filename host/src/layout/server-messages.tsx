import { useEffect } from 'react';
import { LANGS, type Lang } from '@portal/domain';
import { useI18nStore, userApi } from '@portal/shell-contract';

export const SERVER_MESSAGES_OWNER = 'server';

/** Loads GET /api/User/TranslateFile/{lang} into the 'server' message set; a failure keeps the built-in texts. */
export async function loadServerMessages(lang: Lang): Promise<void> {
  try {
    const messages = await userApi().translateFile(lang);
    const store = useI18nStore.getState();
    const previous = store.sets[SERVER_MESSAGES_OWNER];
    const empty = Object.fromEntries(LANGS.map((code) => [code, {}])) as Record<Lang, Record<string, string>>;
    store.addMessages(SERVER_MESSAGES_OWNER, { ...empty, ...previous, [lang]: messages });
  } catch (error) {
    console.error(`The server texts (${lang}) could not be loaded; the built-in texts stay`, error);
  }
}

/** Fetches the server's texts at start and again on every language change. */
export function ServerMessages() {
  const lang = useI18nStore((state) => state.lang);
  useEffect(() => {
    void loadServerMessages(lang);
  }, [lang]);
  return null;
}
