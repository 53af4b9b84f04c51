// The carousel's geometry and timings, shared with its placeholder and the page's first paint (hero-frame.tsx), so
// the page does not move when the slides arrive.
export const sectionSpacing = { py: { xs: 1, md: 3 } };
export const paginationSpace = 36;
export const wideSlideWidth = 'min(1080px, 76vw)';

// The spec's carousel timings (sections 4 and 9), kept by Swiper and, before it loads, by its stand-in.
export const desktopDelayMs = 20_000;
export const mobileDelayMs = 8_000;
