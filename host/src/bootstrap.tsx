import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { App } from './app';
import { loadRemotesConfig, preloadRemoteForPath } from './federation/remotes-config';
import { IntlRoot } from './i18n/intl-root';
import { registerAppCacheAfterStart } from './offline/app-cache';
import './styles.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const remotes = await loadRemotesConfig();
    preloadRemoteForPath(remotes);
    root.render(
      <IntlRoot>
        <App remotes={remotes} />
      </IntlRoot>,
    );
    registerAppCacheAfterStart();
  } catch (error) {
    console.error(error);
    root.render(
      <IntlRoot>
        <p role="alert" className="p-6 text-red-800">
          <FormattedMessage id="app.startFailed" />
        </p>
      </IntlRoot>,
    );
  }
}

void start();
