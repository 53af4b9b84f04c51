import { lazy, Suspense, useState } from 'react';
import type { PopupMenuProps } from './popup-menu';
import { loadPopupMenu } from './popup-menu-loader';

const PopupMenu = lazy(() => loadPopupMenu().then((module) => ({ default: module.PopupMenu })));

/**
 * A header menu whose code (the menu, its popover, modal and focus trap) loads when it is first opened
 * rather than with the page; from then on it stays mounted, so closing it plays its transition.
 */
export function MenuOnDemand(props: PopupMenuProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense>
      <PopupMenu {...props} />
    </Suspense>
  ) : undefined;
}
