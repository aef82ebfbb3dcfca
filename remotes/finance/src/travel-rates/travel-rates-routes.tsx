import type { RemoteRoute } from '@portal/shell-contract';

/** Starting ports, travel matrix, travel tariffs and food allowances (docs/scheduling.md). */
export const travelRatesRoutes: RemoteRoute[] = [];
