import { textLanguageOf, type TextLanguage } from '@dappx/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The language of a request's texts: es or pt when its Accept-Language starts with one of them, else
 * en. The one rule of the error handler, the catalogue and the page (the web app sends its own choice).
 */
export const languageOf = (request: FastifyRequest): TextLanguage | 'en' =>
  textLanguageOf(request.headers['accept-language']);

/** Marks an answer as depending on Accept-Language, keeping what Vary already names (CORS's Origin). */
export function varyByLanguage(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-language')) return reply;
  return reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
