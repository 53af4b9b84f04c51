/**
 * Swiper's pagination dots as 24 px touch targets (WCAG 2.5.8, Lighthouse's target-size) that still
 * draw an 8 px dot: the padding is the target, the dot's colour is clipped to the content box.
 */
export const sliderDotTargets = {
  '& .swiper-pagination-bullet': {
    boxSizing: 'content-box',
    p: '8px',
    m: '0 !important',
    backgroundClip: 'content-box',
  },
} as const;
