import './ui-kit.css';
import './dish.css';

/**
 * A dish's picture in a `.sf-dish` card (dish.css): lazy, at a fixed 96 px square so nothing moves
 * when it arrives, or an empty tile of the same size when the dish has none.
 */
export function DishPicture({ src }: { src: string | null }) {
  return src ? (
    <img className="sf-dish__image" src={src} alt="" width={96} height={96} loading="lazy" decoding="async" />
  ) : (
    <span className="sf-dish__image" aria-hidden="true" />
  );
}
