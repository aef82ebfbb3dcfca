import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@portal/ui';

export interface UnsavedChangesProps {
  when: boolean;
  /** Set by the page just before it navigates on purpose (after a save or a delete). */
  allow?: RefObject<boolean>;
}

function Question({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ConfirmDialog
      open={open}
      title={t('kit.unsaved.title')}
      body={t('kit.unsaved.body')}
      confirmLabel={t('kit.unsaved.leave')}
      cancelLabel={t('kit.unsaved.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
      danger
    />
  );
}

/** Data routers (createBrowserRouter) block every navigation, back button included. */
function DataRouterPrompt({ when, allow }: UnsavedChangesProps) {
  const blocker = useBlocker(() => when && !allow?.current);
  return (
    <Question
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

type HistoryNavigator = { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };

/**
 * Standalone remotes and integrators' pages use a BrowserRouter, where useBlocker is not available: links and
 * navigate() go through the router's navigator, so holding its push/replace while the form is dirty asks
 * before any in-app navigation.
 */
function NavigatorPrompt({ when, allow }: UnsavedChangesProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const block = useRef(when);
  block.current = when;

  useEffect(() => {
    const nav = navigator as unknown as HistoryNavigator;
    const { push, replace } = nav;
    const hold =
      (original: HistoryNavigator['push']) =>
      (...args: unknown[]) => {
        if (!block.current || allow?.current) return original.apply(nav, args);
        setPending(() => () => original.apply(nav, args));
      };
    nav.push = hold(push);
    nav.replace = hold(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator, allow]);

  return (
    <Question
      open={pending !== null}
      onLeave={() => {
        const go = pending;
        setPending(null);
        block.current = false;
        go?.();
      }}
      onStay={() => setPending(null)}
    />
  );
}

/** Asks before leaving a form with unsaved changes: in-app navigation, reload and closing the tab. */
export function UnsavedChangesPrompt({ when, allow }: UnsavedChangesProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allow?.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, allow]);

  return dataRouter ? (
    <DataRouterPrompt when={when} allow={allow} />
  ) : (
    <NavigatorPrompt when={when} allow={allow} />
  );
}
