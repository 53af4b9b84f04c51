/** The header menus' code (see MenuOnDemand), loaded once. */
export const loadPopupMenu = () => import('./popup-menu');

/**
 * Starts loading the menus' code on a sign of intent (the pointer on the button, or the focus), so a
 * click that follows finds it there.
 */
export const preloadPopupMenu = () => void loadPopupMenu();
