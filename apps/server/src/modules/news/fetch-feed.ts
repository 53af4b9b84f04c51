import { lookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { addressRefusal, literalAddress, portOf, type PrivateFeedOrigins } from './feed-address';

/** At most this much of a feed is read, sent and once decompressed (a gzip bomb is cut here too). */
export const maxFeedBytes = 2 * 1024 * 1024;
const maxRedirects = 3;

/** A feed the server would not read: an address that is not public, a scheme that is not http(s). */
export class FeedRefusedError extends Error {
  override name = 'FeedRefusedError';
}

export type FeedFetchOptions = { timeoutMs: number; allowed: PrivateFeedOrigins };

/**
 * A DNS lookup that resolves every address of the name and refuses the name when any of them is not
 * public; the connection then goes to an address checked here, so a name that answers differently the
 * next time (DNS rebinding) cannot slip past the check.
 */
function checkedLookup(port: number, allowed: PrivateFeedOrigins): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refusal = addresses.map(({ address }) => addressRefusal(address, port, allowed)).find(Boolean);
      if (refusal || addresses.length === 0) {
        const why = refusal ?? 'it has no address';
        return callback(new FeedRefusedError(`${hostname} is refused: ${why}`), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** One request to `url` (no redirect followed), connected only to an address that passed the check. */
function requestOnce(url: URL, options: FeedFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedRefusedError(`${url.protocol} is refused: a feed is read over http or https only`);
  const literal = literalAddress(url);
  const refusal = literal && addressRefusal(literal, portOf(url), options.allowed);
  if (refusal) throw new FeedRefusedError(`${url.host} is refused: ${refusal}`);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        // A pooled connection may have been opened without the check: every read opens its own.
        agent: false,
        lookup: checkedLookup(portOf(url), options.allowed),
        signal,
        headers: { accept: 'application/rss+xml', 'accept-encoding': 'gzip, deflate, br' },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Passes bytes along until more than `maxFeedBytes` went through, then fails the stream. */
function capped(what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxFeedBytes) done(new Error(`the feed ${what} more than ${maxFeedBytes} bytes`));
      else done(null, chunk);
    },
  });
}

function decoderFor(encoding: string | undefined): Transform | undefined {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  if (name === 'identity' || name === '') return undefined;
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  if (name === 'br') return zlib.createBrotliDecompress();
  throw new Error(`the feed is encoded as ${name}, which is not read`);
}

/** The body as text, both the bytes sent and the bytes they decompress to capped at `maxFeedBytes`. */
async function readCapped(response: IncomingMessage): Promise<string> {
  const decoder = decoderFor(response.headers['content-encoding']);
  const streams: [Readable, ...Transform[]] = decoder
    ? [response, capped('sent'), decoder, capped('decompresses to')]
    : [response, capped('sent')];
  // A failure anywhere in the chain destroys every stream with it, so the loop below throws it.
  pipeline(streams, () => {});
  const chunks: Buffer[] = [];
  for await (const chunk of streams.at(-1)!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * A remote feed's text: http(s) only, never from an address that is not public (checked after DNS and
 * again at every redirect, of which a few are followed), at most `maxFeedBytes`, within `timeoutMs`.
 */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (redirects.has(status) && location) {
      response.destroy();
      if (hop >= maxRedirects) throw new Error(`${address} redirects more than ${maxRedirects} times`);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new Error(`${url.href} answered ${status}`);
    }
    return readCapped(response);
  }
}
