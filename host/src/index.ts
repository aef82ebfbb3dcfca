import { preloadRemoteOfPage } from './federation/register-remotes';

// Started first: nothing else here may import a shared library (see below).
preloadRemoteOfPage();
// Async boundary: shared singletons are negotiated before any app code runs (ARCHITECTURE section 2).
import('./bootstrap');
