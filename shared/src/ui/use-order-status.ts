import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../contracts';
import { STATUS_MESSAGE_KEYS } from '../site/messages';
import { useStores } from '../stores/context';

/**
 * An order status's name and colours: the tenant's own message and colours where it has them
 * (docs/specification.md §3 and §4), else the platform's names (common namespace) and default colours.
 */
export const useOrderStatus = () => {
  const { content, locale } = useStores();
  const { t } = useTranslation('common');
  return {
    label: (status: OrderStatus): string => {
      const key = STATUS_MESSAGE_KEYS[status];
      return (key && content.text(key, locale.locale)) || t(`orderStatus.${status}`);
    },
    colors: (status: OrderStatus) => content.statusColors(status, locale.locale),
  };
};
