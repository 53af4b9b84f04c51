import { pressOnKey } from './carousel-on-demand';

/**
 * Swiper's pagination as it first draws it: the first dot active. With `a11y` (Swiper's A11y module)
 * the dots are buttons in the tab order, labelled as A11y labels them.
 */
export function StandInBullets({
  count,
  a11y,
  onPick,
}: {
  count: number;
  a11y: boolean;
  onPick: (index: number) => void;
}) {
  return (
    <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`swiper-pagination-bullet${index === 0 ? ' swiper-pagination-bullet-active' : ''}`}
          {...(a11y
            ? {
                tabIndex: 0,
                role: 'button',
                'aria-label': `Go to slide ${index + 1}`,
                'aria-current': index === 0 ? true : undefined,
                onKeyDown: pressOnKey(() => onPick(index)),
              }
            : {})}
          onClick={() => onPick(index)}
        />
      ))}
    </div>
  );
}
