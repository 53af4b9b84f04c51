import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800',
  vary: 'accept-encoding',
  // An SVG opened on its own must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * Each picture compressed once: the pictures are a closed set (the packages' logos, the drawn art), and
 * the key art's text shrinks to a third, so a page of game cards costs no more than the letter tiles did.
 */
const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();

function compressedOf(svg: string) {
  let entry = compressed.get(svg);
  if (!entry) {
    entry = { br: brotliCompressSync(svg), gzip: gzipSync(svg) };
    compressed.set(svg, entry);
  }
  return entry;
}

/** Sends an SVG, brotli or gzip when the client takes it. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  reply.headers(svgHeaders);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(svg);
  return reply.header('content-encoding', encoding).send(compressedOf(svg)[encoding]);
}
