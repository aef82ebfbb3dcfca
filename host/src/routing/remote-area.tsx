import { Component, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RemoteRoutes, useI18nStore, type RemoteModule } from '@portal/shell-contract';
import { Button, Spinner, StatusPage } from '@portal/ui';
import { RemoteNeedsUpdateError, forgetRemoteModule, loadRemoteModule } from '../federation/remote-loader';

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

/**
 * The remote was built for another version of the portal (its shell-contract): it is not run at all. Only a
 * new release of that area (or remotes.json pointing back at a compatible one) helps, which a reload picks up.
 */
function AreaNeedsUpdate({ name, error }: { name: string; error: RemoteNeedsUpdateError }) {
  const intl = useIntl();
  return (
    <div data-testid="area-needs-update">
      <StatusPage
        title={intl.formatMessage({ id: 'area.needsUpdate.title' })}
        actions={
          <Button onClick={() => window.location.reload()}>
            <FormattedMessage id="area.reload" />
          </Button>
        }
      >
        <FormattedMessage
          id="area.needsUpdate.message"
          values={{
            area: intl.formatMessage({ id: `area.name.${name}` }),
            remote: error.build?.contract ?? '?',
            shell: __PORTAL_BUILD__.contract,
          }}
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

type State =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; needsUpdate?: RemoteNeedsUpdateError };

/**
 * Loads a remote at run time and renders its routes; a dead remote shows "area unavailable" with Retry, a
 * remote built against an incompatible shell-contract "needs an update".
 */
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
        if (!live) return;
        setState(
          error instanceof RemoteNeedsUpdateError
            ? { status: 'failed', needsUpdate: error }
            : { status: 'failed' },
        );
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
  if (state.status === 'failed')
    return state.needsUpdate ? <AreaNeedsUpdate name={name} error={state.needsUpdate} /> : unavailable;
  return (
    <AreaBoundary key={attempt} fallback={unavailable}>
      <RemoteRoutes module={state.module} />
    </AreaBoundary>
  );
}
