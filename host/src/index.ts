// Async boundary: shared singletons are negotiated before any app code runs (ARCHITECTURE section 2).
import('./bootstrap');
