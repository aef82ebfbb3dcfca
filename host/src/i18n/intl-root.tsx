import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { COMMON_MESSAGES } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES, mergeMessages, useI18nStore } from '@portal/shell-contract';
import { UI_MESSAGES } from '@portal/ui';
import { layoutMessages } from '../layout/messages';
import { panelMessages } from '../panels/messages';
import { en } from './en';
import { fr } from './fr';

useI18nStore.getState().addMessages('common', COMMON_MESSAGES);
useI18nStore.getState().addMessages('contract', SHELL_CONTRACT_MESSAGES);
useI18nStore.getState().addMessages('ui', UI_MESSAGES);
useI18nStore.getState().addMessages('host', { en, fr });
useI18nStore.getState().addMessages('host-layout', layoutMessages);
useI18nStore.getState().addMessages('host-panels', panelMessages);

function reportIntlError(error: { code?: string; message: string }) {
  // A missing key is caught by the messages-parity test; at run time react-intl shows the id instead.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** Provides react-intl with the host's, the shared and every loaded remote's messages in the chosen language. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const lang = useI18nStore((state) => state.lang);
  const sets = useI18nStore((state) => state.sets);
  const messages = useMemo(() => mergeMessages(sets, lang), [sets, lang]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
