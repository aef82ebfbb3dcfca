import { idSchema } from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export { errorResponses };
