import './ui-kit.css';
import './dish.css';

/** How many dishes of a menu's first group a phone shows before any scrolling. */
const FIRST_SCREEN_DISHES = 4;

/** Whether a dish is on a menu's first screen: its picture is fetched with the page, not when scrolled to. */
export const onFirstScreen = (groupIndex: number, itemIndex: number): boolean => groupIndex === 0 && itemIndex < FIRST_SCREEN_DISHES;

/**
 * A dish's picture in a `.sf-dish` card (dish.css): at a fixed 96 px square so nothing moves when it
 * arrives, or an empty tile of the same size when the dish has none. Lazy, but on the first screen
 * (`eager`), where it is often the page's largest paint and waiting for layout would delay it.
 */
export function DishPicture({ src, eager = false }: { src: string | null; eager?: boolean }) {
  return src ? (
    <img className="sf-dish__image" src={src} alt="" width={96} height={96} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  ) : (
    <span className="sf-dish__image" aria-hidden="true" />
  );
}
