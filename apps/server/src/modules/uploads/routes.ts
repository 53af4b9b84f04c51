import { errorCodes, uploadKinds, uploadsEndpoints, uploadsTexts, type UploadExtension } from '@dappx/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import { enforceSharedLimit, logoUploadLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { sendFileRange } from '../media';
import { recordAudit } from '../audit';
import { localCopyOf } from './local-copy';
import { uploadSize } from './repository';
import { storeUpload, tooLargeText, uploadCap, type UploadPolicy } from './store';

const policyOfPath: Record<string, UploadPolicy> = {
  [uploadsEndpoints.uploadMedia.path]: 'media',
  [uploadsEndpoints.uploadLogo.path]: 'logo',
};

/** Reads the raw body up to the route's cap, whatever content type the client named. */
function readFileBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) {
  const policy = policyOfPath[request.routeOptions.url ?? ''] ?? 'logo';
  const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, tooLargeText[policy]);
  if (Number(request.headers['content-length'] ?? 0) > uploadCap[policy]) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > uploadCap[policy] && !failed) {
      failed = true;
      done(tooLarge());
    }
    if (!failed) chunks.push(chunk);
  });
  payload.on('end', () => !failed && done(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => !failed && done(error));
}

const fileName = z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|gif|mp4|webm)$/, uploadsTexts.noSuchUpload);

export async function uploadsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  // Only this plugin's routes take raw bytes; the rest of the API stays JSON only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', readFileBody);
  const body = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

  serveEndpoint(
    app,
    uploadsEndpoints.uploadMedia,
    {
      tags: ['admin'],
      summary:
        'Upload a catalogue image (PNG, JPEG, WebP, GIF; 2 MB) or video (MP4, WebM; 20 MB): the body is the file',
      errors: [413],
    },
    async ({ request, operator }) =>
      db.transaction(async (tx) => {
        const stored = await storeUpload(tx, body(request), 'media');
        await recordAudit(tx, {
          operator: operator.address,
          action: 'upload.add',
          target: stored.path,
          before: null,
          after: { content_type: stored.content_type, size: stored.size },
        });
        return stored;
      }),
  );

  serveEndpoint(
    app,
    uploadsEndpoints.uploadLogo,
    {
      tags: ['submissions'],
      summary: "Upload a submitted dapp's logo (PNG, JPEG, WebP, GIF; 512 kB): the body is the file",
      errors: [413, 429],
    },
    async ({ request, signedIn }) => {
      await enforceSharedLimit(db, logoUploadLimit, signedIn.user.id);
      return storeUpload(db, body(request), 'logo');
    },
  );

  registerServing(app, { db, dataDir: config.dataDir });
}

const servedHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // Opened on its own, an upload runs nothing and loads nothing.
  'content-security-policy': "default-src 'none'; sandbox",
  'accept-ranges': 'bytes',
};

type Serving = { db: Db; dataDir: string };

/**
 * Whether the file is kept is asked of the database at each request, so a row deleted there is gone
 * from every replica at once; the bytes come from this replica's copy.
 */
async function sendUpload(reply: FastifyReply, { db, dataDir }: Serving, name: string, rangeHeader?: string) {
  const size = await uploadSize(db, name);
  if (size === undefined) throw new AppError(404, errorCodes.notFound, uploadsTexts.noSuchUpload);
  const file = await localCopyOf(db, dataDir, name, size);
  const extension = name.slice(name.lastIndexOf('.') + 1) as UploadExtension;
  reply.headers({ ...servedHeaders, 'content-type': uploadKinds[extension].contentType });
  return sendFileRange(reply, file, size, rangeHeader);
}

function registerServing(app: App, serving: Serving) {
  app.get(
    '/media/uploads/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image or video, by the sha-256 of its content (never changes: cached a year)',
        params: z.strictObject({ name: fileName }),
      },
    },
    async (request, reply) => sendUpload(reply, serving, request.params.name, request.headers.range),
  );
}
