import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePluginTranslation } from '@palisade/sdk';

export interface CarouselSlide {
  id: string;
  title: string;
  content: ReactNode;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An accessible carousel (WAI-ARIA carousel pattern): Previous and Next
 * buttons, ←/→ inside the slides, each slide a labelled group, the current
 * slide announced politely. Every slide stays in the page (several show at
 * once on a wide window); moving scrolls the current one into view, without
 * animation when the user prefers reduced motion.
 */
export function Carousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const { t } = usePluginTranslation();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const count = slides.length;
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    if (!moved.current) return;
    const slide = track.current?.children[current] as HTMLElement | undefined;
    slide?.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'nearest', inline: 'nearest' });
  }, [current]);

  const go = (delta: number) => {
    moved.current = true;
    setIndex((current + delta + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(e.key === 'ArrowRight' ? 1 : -1);
      // Keep focus with the current slide's link, so the arrows work again at once.
      requestAnimationFrame(() => track.current?.children[(current + (e.key === 'ArrowRight' ? 1 : -1) + count) % count]?.querySelector('a')?.focus());
    }
  };
  const slide = slides[current];

  return (
    <section className="dash-carousel" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div className="dash-carousel__controls">
        <button type="button" className="dash-carousel__button" onClick={() => go(-1)} disabled={count < 2}>
          <span aria-hidden="true">‹</span> {t('carousel.previous')}
        </button>
        <button type="button" className="dash-carousel__button" onClick={() => go(1)} disabled={count < 2}>
          {t('carousel.next')} <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="dash-visually-hidden" aria-live="polite" aria-atomic="true">
        {moved.current && slide ? t('carousel.current', { position: current + 1, count, title: slide.title }) : ''}
      </p>
      <div className="dash-carousel__track" ref={track} onKeyDown={onKeyDown}>
        {slides.map((s, i) => (
          <div
            key={s.id}
            className="dash-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { position: i + 1, count, title: s.title })}
            data-current={i === current || undefined}
          >
            {s.content}
          </div>
        ))}
      </div>
    </section>
  );
}
