import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES, toLang } from '@portal/domain';
import { publicRoute } from '../../plugins/route-access';

export async function translateRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { lang: string } }>(
    '/api/User/TranslateFile/:lang',
    {
      schema: {
        tags: ['User'],
        summary: 'The shared messages in a language (en for an unknown one)',
        params: { type: 'object', properties: { lang: { type: 'string', maxLength: 16 } } },
        response: { 200: { type: 'object', additionalProperties: { type: 'string' } } },
      },
      config: publicRoute(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return COMMON_MESSAGES[toLang(request.params.lang)];
    },
  );
}
