import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { configuredRemotes } from '../../federation/remotes-config';
import { loadedRemoteBuilds } from '../../federation/remote-loader';
import { readAppBuilds, type AppBuildRow } from './app-builds';

function BuildList({ rows }: { rows: readonly AppBuildRow[] }) {
  const intl = useIntl();
  return (
    <ul className="mt-2 space-y-1.5" data-testid="about-builds">
      {rows.map(({ name, build, status }) => (
        <li key={name} data-testid={`about-build-${name}`} className="text-xs">
          <div className="flex justify-between gap-2">
            <span className="font-medium text-slate-800">{name}</span>
            <span className="text-slate-600">{build?.version ?? '–'}</span>
          </div>
          <div className="flex justify-between gap-2 text-slate-600">
            <span className="truncate font-mono" title={build?.buildId}>
              {build?.buildId || '–'}
            </span>
            {status === 'running' ? null : (
              <span className={status === 'needsUpdate' ? 'text-red-700' : undefined}>
                {intl.formatMessage({ id: `panels.about.status.${status}` })}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * "About": which build of the shell and of each area this page runs, for a support request or to check
 * a release or a rollback (docs/deploy.md). Read when opened.
 */
export function AboutSection() {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<AppBuildRow[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void readAppBuilds(__PORTAL_BUILD__, configuredRemotes(), loadedRemoteBuilds()).then((read) => {
      if (live) setRows(read);
    });
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <div className="border-t border-slate-100 px-4 py-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between py-1 text-left text-sm text-slate-700 hover:text-slate-900"
      >
        {intl.formatMessage({ id: 'panels.about' })}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div id={listId}>
          {rows ? (
            <BuildList rows={rows} />
          ) : (
            <p className="py-1 text-xs text-slate-500">{intl.formatMessage({ id: 'panels.loading' })}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
