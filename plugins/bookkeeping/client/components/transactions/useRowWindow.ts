import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** Which rows of a long list to render, and the space the others take. */
export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** The rows a viewport of `height` pixels shows at `scrollTop`, plus `overscan` each side. */
export function rowWindow(
  count: number,
  scrollTop: number,
  { rowHeight, height, overscan }: { rowHeight: number; height: number; overscan: number },
): RowWindow {
  const shown = Math.ceil(height / rowHeight) + 2 * overscan;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight) - overscan;
  // A list that shrank under a scrolled viewport still shows its last rows.
  const start = Math.max(0, Math.min(first, count - shown));
  const end = Math.min(count, start + shown);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/**
 * Windowing for a scroll container of fixed-height rows: attach `ref` and `onScroll` to the
 * container. Its height is measured; `fallbackHeight` serves until then (and where nothing is laid
 * out, as in jsdom). A new `resetKey` (a new filter) scrolls back to the top.
 */
export function useRowWindow(
  count: number,
  options: { rowHeight: number; fallbackHeight: number; overscan?: number; resetKey?: unknown },
) {
  const { rowHeight, fallbackHeight, overscan = 6, resetKey } = options;
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(fallbackHeight);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || fallbackHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallbackHeight]);

  // Only a scrolled container is touched: writing scrollTop forces a layout on every keystroke.
  const scrolled = scrollTop !== 0;
  const scrolledRef = useRef(scrolled);
  scrolledRef.current = scrolled;
  useLayoutEffect(() => {
    if (!scrolledRef.current) return;
    if (ref.current) ref.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );
  return { ref, onScroll, ...rowWindow(count, scrollTop, { rowHeight, height, overscan }) };
}
