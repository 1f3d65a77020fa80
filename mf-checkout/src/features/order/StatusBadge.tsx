import { useOrderStatus, type OrderStatus } from '@storefront/shared';
import { observer } from 'mobx-react-lite';

/** An order status named and coloured by the tenant's messages (docs/specification.md §3 and §4), else the platform's names and colours. */
export const StatusBadge = observer(function StatusBadge({ status }: { status: OrderStatus }) {
  const { label, colors } = useOrderStatus();
  const { background, text } = colors(status);
  return (
    <span className="sf-status-badge" style={{ backgroundColor: background, color: text }}>
      {label(status)}
    </span>
  );
});

/** The status's name as text (for lists and the timeline). */
export const useStatusLabel = () => useOrderStatus().label;
