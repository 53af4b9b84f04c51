import type { CarouselSlide } from '@dappx/shared/catalogue';
import { breakpoints } from '@/lib/use-breakpoints';
import { bannerLanguage } from './home-rules';

/** The banner a slide shows here: the visitor's language (else English), square below 600 px. */
export function slideBanner(slide: CarouselSlide, viewportWidth: number): string {
  const banner = slide.image[bannerLanguage(navigator.language)] ?? slide.image.en;
  return viewportWidth < breakpoints.mobile ? banner.mobile : banner.desktop;
}

const images = new Map<string, HTMLImageElement>();

/**
 * Starts loading an image at high priority (once per address) and returns it, so whoever waits for it
 * can see whether it is in already (`complete`, also true when it failed).
 */
export function loadImage(src: string): HTMLImageElement {
  let image = images.get(src);
  if (!image) {
    image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
    images.set(src, image);
  }
  return image;
}

/** The hero's first banner is the page's largest paint: its download starts as the catalogue arrives. */
export function preloadFirstBanner(slides: CarouselSlide[]) {
  if (slides[0]) loadImage(slideBanner(slides[0], window.innerWidth));
}

/**
 * The banner the page's static shell showed before the app ran (the server puts the home page's first
 * banner there), read when this module loads, before the app draws over the shell.
 */
const shellBanner = document.querySelector<HTMLImageElement>('img[data-shell-hero]');

/** True when `src` is on screen already from the shell: no need to fade it in again. */
export function paintedByShell(src: string): boolean {
  return Boolean(shellBanner?.complete && shellBanner.currentSrc === new URL(src, window.location.href).href);
}
