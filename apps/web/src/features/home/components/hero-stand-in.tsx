import type { CarouselSlide } from '@dappx/shared/catalogue';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pressOnKey, useStandInSwipe, type CarouselIntent } from '@/components/carousel-on-demand';
import { StandInBullets } from '@/components/stand-in-bullets';
import { paginationSpace, wideSlideWidth } from './hero-geometry';

/** How a slide is drawn, by Swiper (hero-swiper.tsx) or by its stand-in. */
export type RenderSlide = (slide: CarouselSlide, index: number, active: boolean) => ReactNode;

type Props = {
  slides: CarouselSlide[];
  isNarrow: boolean;
  renderSlide: RenderSlide;
  onIntent: (intent: CarouselIntent) => void;
};

/**
 * The hero as Swiper first lays it out, drawn before Swiper's code is in, with Swiper's classes and
 * stylesheet: on wide screens the first slide centred with its looped neighbours behind it in
 * coverflow, the arrows and the dots; on phones the first slide and the dots. Its dots, arrows and a
 * swipe ask for the real carousel, which then does what was asked.
 */
export function HeroStandIn({ slides, isNarrow, renderSlide, onIntent }: Props) {
  const swipe = useStandInSwipe((by) => onIntent({ kind: 'step', by }));
  return (
    <div
      className={`swiper ${isNarrow ? '' : 'swiper-coverflow swiper-3d '}swiper-initialized swiper-horizontal`}
      style={{ paddingBottom: paginationSpace }}
      {...(isNarrow ? swipe : {})}
    >
      {isNarrow ? (
        <div className="swiper-wrapper" aria-live="off">
          {slides.map((slide, index) => (
            <StandInSlide key={slide.id} slide={slide} index={index} count={slides.length}>
              {renderSlide(slide, index, index === 0)}
            </StandInSlide>
          ))}
        </div>
      ) : (
        <CoverflowSlides slides={slides} renderSlide={renderSlide} />
      )}
      {isNarrow ? undefined : <StandInArrows onIntent={onIntent} />}
      <StandInBullets count={slides.length} a11y onPick={(index) => onIntent({ kind: 'slide', index })} />
    </div>
  );
}

/**
 * Swiper's coverflow around the first slide: its loop puts half the other slides before it, and each
 * slide k places from the centre is pulled 800k px in, 500|k| px back and turned 12k degrees.
 */
function CoverflowSlides({ slides, renderSlide }: Pick<Props, 'slides' | 'renderSlide'>) {
  const before = Math.floor((slides.length - 1) / 2);
  const order = slides.map((_, position) => (position - before + slides.length) % slides.length);
  return (
    <div
      className="swiper-wrapper"
      aria-live="off"
      style={{ transform: `translate3d(calc(50% - ${before + 0.5} * ${wideSlideWidth}), 0px, 0px)` }}
    >
      {order.map((index, position) => {
        const k = position - before;
        const slide = slides[index]!;
        return (
          <StandInSlide
            key={slide.id}
            slide={slide}
            index={index}
            count={slides.length}
            style={{
              width: wideSlideWidth,
              transform: `translate3d(${-800 * k}px, 0px, ${-500 * Math.abs(k)}px) rotateX(0deg) rotateY(${-12 * k}deg) scale(1)`,
              zIndex: 1 - Math.abs(k),
            }}
          >
            {renderSlide(slide, index, k === 0)}
          </StandInSlide>
        );
      })}
    </div>
  );
}

function StandInSlide({
  slide,
  index,
  count,
  style,
  children,
}: {
  slide: CarouselSlide;
  index: number;
  count: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const state = index === 0 ? ' swiper-slide-active' : index === 1 ? ' swiper-slide-next' : '';
  return (
    <div
      className={`swiper-slide${state} ${slide.className ?? ''}`}
      role="group"
      aria-label={`${index + 1} / ${count}`}
      data-swiper-slide-index={index}
      style={style}
    >
      {children}
    </div>
  );
}

/** Swiper's arrow, as its Navigation module draws it (the previous one is turned by Swiper's stylesheet). */
const arrowIcon = (
  <svg
    className="swiper-navigation-icon"
    width="11"
    height="20"
    viewBox="0 0.28 11 20"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path
      d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
      fill="currentColor"
    />
  </svg>
);

function StandInArrows({ onIntent }: { onIntent: (intent: CarouselIntent) => void }) {
  const { t } = useTranslation();
  const arrow = (by: 1 | -1, label: string) => {
    const press = () => onIntent({ kind: 'step', by, byArrow: true });
    return (
      <div
        className={by === 1 ? 'swiper-button-next' : 'swiper-button-prev'}
        tabIndex={0}
        role="button"
        aria-label={label}
        onClick={press}
        onKeyDown={pressOnKey(press)}
      >
        {arrowIcon}
      </div>
    );
  };
  return (
    <>
      {arrow(-1, t('home.previousSlide'))}
      {arrow(1, t('home.nextSlide'))}
    </>
  );
}
