/**
 * The globe: a CSS-animated SVG whose spin runs only while at least 10 % of it is visible
 * (IntersectionObserver) and never under prefers-reduced-motion (the CSS also stops it).
 */
import { useEffect, useRef, useState } from 'react';
import { GLOBE_VISIBILITY_THRESHOLD } from '../../src/domain/constants.ts';
import { useT } from '../i18n/index.ts';

/** Land shapes drawn twice side by side, so sliding by one width loops seamlessly. */
const LAND = 'M8 40c10-8 22-6 28 2s-2 16 6 22-6 14-16 10-20-10-18-20zM58 22c8-4 18 0 20 8s-8 10-4 18-10 10-14 2 -8-24-2-28zM84 58c6-2 12 2 10 8s-10 6-12 0z';

export function Globe() {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const element = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setRunning(Boolean(entry && entry.intersectionRatio >= GLOBE_VISIBILITY_THRESHOLD) && !reduced?.matches),
      { threshold: [0, GLOBE_VISIBILITY_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={running ? 'globe globe--running' : 'globe'} data-running={running}>
      <svg className="globe__art" width="200" height="200" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id="globe-clip">
            <circle cx="50" cy="50" r="46" />
          </clipPath>
        </defs>
        <circle cx="50" cy="50" r="46" fill="#0d47a1" />
        <g clipPath="url(#globe-clip)">
          <g className="globe__spin" fill="#66bb6a">
            <path d={LAND} />
            <path d={LAND} transform="translate(100 0)" />
          </g>
          <g fill="none" stroke="#bbdefb" strokeWidth="0.6" opacity="0.7">
            <ellipse cx="50" cy="50" rx="18" ry="46" />
            <ellipse cx="50" cy="50" rx="36" ry="46" />
            <path d="M4 50h92M10 28h80M10 72h80" />
          </g>
        </g>
        <circle cx="50" cy="50" r="46" fill="none" stroke="#0b3d91" strokeWidth="1.5" />
      </svg>
      <p className="globe__text">{t.promises.globe}</p>
    </div>
  );
}
