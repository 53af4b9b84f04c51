// The carousel's geometry, shared with its placeholder and the page's first paint (hero-frame.tsx), so
// the page does not move when the slides arrive.
export const sectionSpacing = { py: { xs: 1, md: 3 } };
export const paginationSpace = 36;
export const wideSlideWidth = 'min(1080px, 76vw)';
