import { useNamespace, type Address } from '@storefront/shared';
import { CUSTOMER_FORMS_NAMESPACE, customerFormTexts } from './texts';

/** The name of a building type (house, villa, office) in the page's language, as the address form says it. */
export const useBuildingTypeName = (): ((type: Address['building_type']) => string) => {
  const { t } = useNamespace(CUSTOMER_FORMS_NAMESPACE, customerFormTexts);
  return (type) => t(`address.${type}`);
};
