import { Component, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RemoteRoutes, useI18nStore, type RemoteModule } from '@portal/shell-contract';
import { Button, Spinner, StatusPage } from '@portal/ui';
import { forgetRemoteModule, loadRemoteModule } from '../federation/remote-loader';

function AreaUnavailable({ name, onRetry }: { name: string; onRetry(): void }) {
  const intl = useIntl();
  return (
    <div data-testid="area-unavailable">
      <StatusPage
        title={intl.formatMessage({ id: 'area.unavailable.title' })}
        actions={
          <Button onClick={onRetry}>
            <FormattedMessage id="area.retry" />
          </Button>
        }
      >
        <FormattedMessage
          id="area.unavailable.message"
          values={{ area: intl.formatMessage({ id: `area.name.${name}` }) }}
        />
      </StatusPage>
    </div>
  );
}

/** Catches a remote that throws while rendering, so only its area shows the fallback. */
class AreaBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote area failed while rendering', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type State = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed' };

/** Loads a remote at run time and renders its routes; a dead remote shows "area unavailable" with Retry. */
export function RemoteArea({ name }: { name: string }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule(name).then(
      (module) => {
        if (!live) return;
        useI18nStore.getState().addMessages(name, module.messages);
        setState({ status: 'ready', module });
      },
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = () => {
    forgetRemoteModule(name);
    setAttempt((value) => value + 1);
  };
  const unavailable = <AreaUnavailable name={name} onRetry={retry} />;

  if (state.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  if (state.status === 'failed') return unavailable;
  return (
    <AreaBoundary key={attempt} fallback={unavailable}>
      <RemoteRoutes module={state.module} />
    </AreaBoundary>
  );
}
