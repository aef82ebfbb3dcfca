import { customerRegistrationEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The public registration calls (no sign-in needed). */
export const registrationApi = () => customerRegistrationEndpoints(apiClient());
