import { RemoteRoutes, ScreenFrame, useNamespace } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The reservations remote's route table. Screens arrive with their features; each route shows its frame now. */
export default function App() {
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <div data-remote="reservations" data-build={process.env.REMOTE_BUILD_ID || undefined}>
      <RemoteRoutes owner="reservations" element={(route) => <ScreenFrame title={t(`screens.${route.screen}`)} />} />
    </div>
  );
}
