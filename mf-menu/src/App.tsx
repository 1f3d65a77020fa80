import { lazy, Suspense } from 'react';
import { RemoteRoutes, type RouteDefinition, Loading } from '@storefront/shared';
import { MenuPage } from './features/menu/MenuPage';
import { useMenuTexts } from './texts';
import './menu.css';

const HomePage = lazy(() => import('./features/order-type/HomePage').then((module) => ({ default: module.HomePage })));
const SelectTypePage = lazy(() => import('./features/branch-select/SelectTypePage').then((module) => ({ default: module.SelectTypePage })));
const DineInSessionPage = lazy(() =>
  import('./features/dine-in/DineInSessionPage').then((module) => ({ default: module.DineInSessionPage })),
);

function Screen({ route }: { route: RouteDefinition }) {
  const { t } = useMenuTexts();
  const title = t(`screens.${route.screen}`);
  switch (route.screen) {
    case 'home':
      return <HomePage />;
    case 'selectType':
    case 'selectTypeBranch':
      return <SelectTypePage title={title} />;
    case 'dineInMenu':
      return <DineInSessionPage title={title} />;
    default:
      return <MenuPage title={title} />;
  }
}

/** The menu remote's route table: home and order type, branches, the menu, items and the cart. */
export default function App() {
  return (
    <div data-remote="menu" data-build={process.env.REMOTE_BUILD_ID || undefined}>
      <Suspense fallback={<Loading />}>
        <RemoteRoutes owner="menu" element={(route) => <Screen route={route} />} />
      </Suspense>
    </div>
  );
}
