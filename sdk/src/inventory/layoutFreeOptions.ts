import { elementScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

type Options = Pick<VirtualizerOptions<HTMLDivElement, Element>, 'observeElementRect' | 'scrollToFn'>;

const sizeOf = (element: Element): Rect => ({ width: element.clientWidth, height: element.clientHeight });

/**
 * The scroll box's size from a ResizeObserver alone: its first report comes with the next frame's layout, where the
 * library's default also reads the size as the table mounts. Without ResizeObserver (jsdom) the size is read at once.
 */
function observeBoxSize(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!Observer) {
    report(sizeOf(element));
    return undefined;
  }
  // Read in the observer's callback, after layout: no layout is forced.
  const observer = new Observer(() => report(sizeOf(element)));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** Boxes the virtualizer has written a scroll offset to. */
const written = new WeakSet<Element>();

/** Scrolls as the library does, except the first write of 0 to a box: a box just made is at 0 already. */
const scrollUnlessFresh: Options['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/**
 * Virtualizer options that force no layout while the table mounts. The defaults read the box's size and write its scroll
 * offset (0) as the table mounts, inside React's commit, and each forces a layout of the whole new page there: about
 * 20 ms of a switch from one plugin's page to another's. Until the size is reported the table keeps its `initialRect`.
 */
export const layoutFreeOptions: Options = { observeElementRect: observeBoxSize, scrollToFn: scrollUnlessFresh };
