import { useCallback, useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import './carousel.css';

export interface CarouselSlide {
  id: string | number;
  content: ReactNode;
}

export interface CarouselLabels {
  /** The carousel's accessible name. */
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Slide {{index}} of {{count}}"-like label of one slide. */
  slide: (index: number, count: number) => string;
}

/** Past this many pixels a horizontal drag turns the slide. */
const SWIPE_PX = 40;

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next buttons, a pause button while it
 * turns by itself, swipe. It never turns by itself when the customer prefers reduced
 * motion, and stops while hovered or focused. Swipes follow the reading direction.
 */
export function Carousel({
  slides,
  labels,
  intervalMs = 6000,
  dir = 'ltr',
}: {
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
  intervalMs?: number;
  dir?: 'ltr' | 'rtl';
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement>(null);
  const dragStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const slidesId = useId();
  const count = slides.length;
  const autoplay = count > 1 && !reducedMotion;
  const rotating = autoplay && !paused && !held;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const go = useCallback((step: number) => setIndex((i) => (count === 0 ? 0 : (i + step + count) % count)), [count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, go, intervalMs]);

  // Hovering or focusing the carousel holds it still (native listeners: the region itself is not a control).
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setHeld(false);
    };
    element.addEventListener('mouseenter', hold);
    element.addEventListener('mouseleave', release);
    element.addEventListener('focusin', hold);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseenter', hold);
      element.removeEventListener('mouseleave', release);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('focusout', focusOut);
    };
  }, [count]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const dx = event.clientX - dragStart.current;
    dragStart.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_PX;
    if (!swiped.current) return;
    // Dragging the content towards the reading start shows the next slide.
    const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
    go(towardsStart ? 1 : -1);
  };
  return (
    <section className="sf-carousel" aria-roledescription="carousel" aria-label={labels.carousel} ref={region}>
      {count > 1 && (
        <div className="sf-carousel__controls">
          {autoplay && (
            <button
              type="button"
              className="sf-carousel__button"
              aria-label={paused ? labels.play : labels.pause}
              onClick={() => setPaused(!paused)}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zm8 0h4v14h-4z'} />
              </svg>
            </button>
          )}
          <button
            type="button"
            className="sf-carousel__button"
            aria-controls={slidesId}
            aria-label={labels.previous}
            onClick={() => go(-1)}
          >
            <svg className="sf-carousel__arrow" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
            </svg>
          </button>
          <button type="button" className="sf-carousel__button" aria-controls={slidesId} aria-label={labels.next} onClick={() => go(1)}>
            <svg className="sf-carousel__arrow" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </svg>
          </button>
        </div>
      )}
      <div
        id={slidesId}
        className="sf-carousel__slides"
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
        onClickCapture={(event) => {
          // A swipe ends with a click on the slide's link: that click only turned the slide.
          if (swiped.current) event.preventDefault();
          swiped.current = false;
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, count)}
            className="sf-carousel__slide"
            hidden={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <p className="sf-carousel__dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.id} className={i === current ? 'sf-carousel__dot sf-carousel__dot--current' : 'sf-carousel__dot'} />
          ))}
        </p>
      )}
    </section>
  );
}
