import { observer } from 'mobx-react-lite';
import { localizePath, useNamespace, useStores, Link } from '@storefront/shared';
import { cartTexts } from './texts';
import './cart-button.css';

const texts = { en: { cart: cartTexts.en }, ar: { cart: cartTexts.ar } };

/** The cart button of the shell's header (exposed as `./CartButton`): the count, a link to the cart. */
export default observer(function CartButton() {
  const { t } = useNamespace('menu-cart-button', texts);
  const { cart, locale } = useStores();
  return (
    <Link
      className="sf-cart-button"
      to={`${localizePath('/menu', locale.locale)}#cart`}
      aria-label={t('cart.button', { count: cart.count })}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.4 2H1v2h3.2Z"
        />
      </svg>
      <span className="sf-cart-button__count">{cart.count}</span>
    </Link>
  );
});
