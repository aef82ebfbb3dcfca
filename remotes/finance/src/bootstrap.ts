import { startStandalone } from '@portal/shell-contract';
import { remoteModule } from './module';

// Standalone development page; the dev server proxies /api to the API server.
startStandalone(remoteModule, '');
