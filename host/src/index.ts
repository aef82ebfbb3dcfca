import { fetchRemotesJson } from './federation/remotes-json';

// Started first: nothing else here may import a shared library (see below).
void fetchRemotesJson().catch(() => undefined);
// Async boundary: shared singletons are negotiated before any app code runs (ARCHITECTURE section 2).
import('./bootstrap');
