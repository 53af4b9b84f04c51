import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first opened rather than with its page. A page of the wallet area
 * offers half a dozen money dialogs; loading and rendering them all closed cost its first render about a
 * third of its time. Once opened it stays mounted, so closing plays its transition.
 */
export function onDemand<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function DialogOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
