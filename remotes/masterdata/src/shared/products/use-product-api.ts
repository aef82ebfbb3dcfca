import { productEndpoints } from '@portal/api-client';
import { useEndpoints } from '../use-endpoints';

/** The typed product clients over the portal's one API client. */
export const useProductApi = () => useEndpoints(productEndpoints);

export type ProductApi = ReturnType<typeof useProductApi>;
