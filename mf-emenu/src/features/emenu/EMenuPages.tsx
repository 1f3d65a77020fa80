import { useParams } from '@storefront/shared';
import type { ScreenProps } from '@storefront/shared';
import { EMenuContent } from './EMenuContent';
import { emenuSourceOf } from './emenu-source';

/** `/menu/e/branch/{uuid}`, `/menu/{type}/branch/{id}` and `/emenu/{id}`: the e-menu the route names. */
export function EMenuPage({ title }: ScreenProps) {
  return <EMenuContent title={title} source={emenuSourceOf(useParams())} />;
}
