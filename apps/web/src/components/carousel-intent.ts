import type { Swiper } from 'swiper/types';
import type { CarouselIntent } from './carousel-on-demand';

/**
 * Does on the carousel that has just replaced its stand-in what was asked of the stand-in, as Swiper
 * would have done it then; a control that was pressed hands its focus to the real one.
 */
export function applyIntent(swiper: Swiper, intent: CarouselIntent | undefined) {
  if (!intent) return;
  const control = (selector: string, index = 0) => swiper.el.querySelectorAll<HTMLElement>(selector)[index];
  if (intent.kind === 'slide') {
    swiper.slideToLoop(intent.index);
    control('.swiper-pagination-bullet', intent.index)?.focus({ preventScroll: true });
  } else if (intent.byAutoplay) {
    // As the autoplay moves (internal): a visitor's move would stop an autoplay that stops on interaction.
    swiper.slideNext(undefined, true, true);
  } else {
    if (intent.by === 1) swiper.slideNext();
    else swiper.slidePrev();
    if (intent.byArrow) {
      control(intent.by === 1 ? '.swiper-button-next' : '.swiper-button-prev')?.focus({
        preventScroll: true,
      });
    }
  }
}
