import { errorCodes } from '@dappx/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/types';
import { artFor } from './art';
import { bannerArt } from './banner';
import { logoSvg, onLightChip, web3Icon } from './icons';
import { sendSvg } from './svg-reply';
import { sendVideo } from './videos';

const tags = ['media'];
/** An icon's file name in the icon and chip routes: the icon packages' names, as SVG. */
const iconFileName = z.string().regex(/^[A-Za-z0-9-]+\.svg$/, 'Icons are named <name>.svg.');

/**
 * Catalogue artwork: token, chain and exchange logos from @web3icons/core and simple-icons (dark ones on
 * a light chip), drawn marks for apps no package covers, and key art for demo games and stories.
 */
export async function mediaRoutes(app: App) {
  registerIcons(app);
  registerChips(app);
  registerArt(app);
  registerBanners(app);
  registerVideos(app);
}

function registerIcons(app: App) {
  app.get(
    '/media/icons/:group/:name',
    {
      schema: {
        tags,
        summary: 'A token, chain, exchange or wallet logo (SVG)',
        params: z.strictObject({
          group: z.enum(['tokens', 'exchanges', 'networks', 'wallets']),
          name: iconFileName,
        }),
      },
    },
    async (request, reply) => {
      const svg = await web3Icon(`${request.params.group}/${request.params.name.replace(/\.svg$/, '')}`);
      if (!svg) throw new AppError(404, errorCodes.notFound, 'No such icon.');
      return sendSvg(request, reply, svg);
    },
  );
}

function registerChips(app: App) {
  app.get(
    '/media/chips/:group/:name',
    {
      schema: {
        tags,
        summary: 'A dark or one-colour logo on a light chip, so it shows on dark cards (SVG)',
        params: z.strictObject({
          group: z.enum(['tokens', 'exchanges', 'networks', 'wallets', 'brands']),
          name: iconFileName,
        }),
      },
    },
    async (request, reply) => {
      const svg = await logoSvg(request.params.group, request.params.name.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, errorCodes.notFound, 'No such icon.');
      return sendSvg(request, reply, onLightChip(svg));
    },
  );
}

function registerArt(app: App) {
  app.get(
    '/media/art/:name',
    {
      schema: {
        tags,
        summary: 'The mark of an app no icon package covers, or the key art of a demo game or story (SVG)',
        params: z.strictObject({
          name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}\.svg$/, 'Art is named <slug>.svg.'),
        }),
      },
    },
    async (request, reply) => {
      const svg = artFor(request.params.name.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, errorCodes.notFound, 'No such art.');
      return sendSvg(request, reply, svg);
    },
  );
}

function registerBanners(app: App) {
  app.get(
    '/media/banners/:name',
    {
      schema: {
        tags,
        summary: 'A hero banner for a slide, by language and shape (SVG)',
        params: z.strictObject({
          name: z
            .string()
            .regex(
              /^[a-z0-9-]{1,40}-(en|es|pt)-(desktop|mobile)\.svg$/,
              'Banners are named <slide>-<en|es|pt>-<desktop|mobile>.svg.',
            ),
        }),
      },
    },
    async (request, reply) => {
      const [, slug, language, shape] = /^(.+)-(en|es|pt)-(desktop|mobile)\.svg$/.exec(request.params.name)!;
      const svg = bannerArt(slug!, language as 'en' | 'es' | 'pt', shape as 'desktop' | 'mobile');
      if (!svg) throw new AppError(404, errorCodes.notFound, 'No such banner.');
      return sendSvg(request, reply, svg);
    },
  );
}

function registerVideos(app: App) {
  app.get(
    '/media/videos/:name',
    {
      schema: {
        tags,
        summary: 'A short self-hosted clip (WebM), with byte ranges for seeking',
        params: z.strictObject({
          // A plain file name only: nothing that could leave the folder.
          name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}\.webm$/, 'Videos are named <name>.webm.'),
        }),
      },
    },
    async (request, reply) => sendVideo(reply, request.params.name, request.headers.range),
  );
}
