import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatCommonMessage, toLang, type CommonMessageKey, type Lang } from '@portal/domain';
import { HttpError, type FieldError } from '../lib/http-error';
import { safeErrorForLog } from '../lib/safe-error';

/** The `lang` query parameter every browser call carries (en when absent or unknown). */
export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return toLang(typeof query?.lang === 'string' ? query.lang : undefined);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: CommonMessageKey,
  errors?: FieldError[],
): FastifyReply {
  const message = formatCommonMessage(requestLang(request), key);
  return reply.code(statusCode).send(errors ? { message, errors } : { message });
}

/** The message of a client error raised before any handler ran; other 4xx read as a bad request. */
const CLIENT_ERROR_KEYS: Partial<Record<number, CommonMessageKey>> = {
  401: 'http.401',
  403: 'http.403',
  404: 'http.notFound',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  429: 'http.tooManyRequests',
};

type ValidationItem = NonNullable<FastifyError['validation']>[number];

/** "body.newPassword", "params.userId": where the bad value sits, in the request's own names. */
function fieldOf(item: ValidationItem, context: string | undefined): string {
  const params = item.params as { missingProperty?: string; additionalProperty?: string };
  const segments = item.instancePath.split('/').filter(Boolean);
  const property = params.missingProperty ?? params.additionalProperty;
  if (property) segments.push(property);
  return segments.length ? segments.join('.') : (context ?? 'body');
}

/**
 * Bad input answers 400 with field messages; expected failures (HttpError) their own status; anything
 * else 500 without internals (the log keeps the details).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const lang = requestLang(request);
      const errors = error.fieldErrors.map((item) => ({
        field: item.field,
        message: formatCommonMessage(lang, item.messageKey),
      }));
      return sendError(
        request,
        reply,
        error.statusCode,
        error.messageKey,
        errors.length ? errors : undefined,
      );
    }
    if (error.validation) {
      const errors = error.validation.map((item) => ({
        field: fieldOf(item, error.validationContext),
        message: item.message ?? 'is not valid',
      }));
      return sendError(request, reply, 400, 'http.validation', errors);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors (bad JSON, wrong content type, body too large) carry
      // English texts: the caller gets the translated text of its status instead.
      return sendError(request, reply, status, CLIENT_ERROR_KEYS[status] ?? 'http.badRequest');
    }
    request.log.error({ error: safeErrorForLog(error) }, 'request failed');
    return sendError(request, reply, 500, 'http.serverError');
  });
}
