/**
 * Page scrolling for the navigation (spec §9: 1200-1400 ms, 20 px below the sticky bar). A
 * hand-made animation because `scrollIntoView({ behavior: 'smooth' })` has no duration and
 * ignores the bar's height.
 */
export const SCROLL_OFFSET_PX = 20;
export const SCROLL_MIN_MS = 1200;
export const SCROLL_MAX_MS = 1400;

/** Longer distances take a little longer, always within 1200-1400 ms. */
export function scrollDuration(distance: number): number {
  const share = Math.min(1, Math.abs(distance) / 4000);
  return Math.round(SCROLL_MIN_MS + (SCROLL_MAX_MS - SCROLL_MIN_MS) * share);
}

export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where the page must scroll so a section starts `offset` px below a bar of `barHeight` px. */
export function sectionScrollTop(sectionTopInPage: number, barHeight: number, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(sectionTopInPage - barHeight - offset));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let cancelCurrent: (() => void) | null = null;

/** Animates the window to `top`; a wheel, touch or key press by the user stops it. */
export function smoothScrollTo(top: number): void {
  cancelCurrent?.();
  const start = window.scrollY;
  const distance = top - start;
  // 'instant' overrides the page's CSS `scroll-behavior: smooth` for each step.
  if (distance === 0 || prefersReducedMotion()) {
    window.scrollTo({ top, behavior: 'instant' });
    return;
  }
  const duration = scrollDuration(distance);
  const began = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    if (cancelCurrent === stop) cancelCurrent = null;
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  cancelCurrent = stop;
  frame = requestAnimationFrame(step);
}

/** Scrolls to the element with `id` below the sticky bar; false when the page has no such element. */
export function scrollToSection(id: string, bar: HTMLElement | null): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const sectionTop = section.getBoundingClientRect().top + window.scrollY;
  smoothScrollTo(sectionScrollTop(sectionTop, bar?.offsetHeight ?? 0));
  return true;
}

/**
 * Same, for a section a remote is still rendering (after navigating home): waits up to
 * `timeoutMs` for it to appear.
 */
export function scrollToSectionWhenReady(id: string, bar: HTMLElement | null, timeoutMs = 5000): () => void {
  const until = Date.now() + timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (scrollToSection(id, bar) || Date.now() > until) return;
    timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}
