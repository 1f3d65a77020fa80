import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { localizePath, routesOf, type RouteDefinition, type RouteOwner } from '../routing';

/** A remote's route table: each of its routes of the shared table, in Arabic and under `/en`. */
export function RemoteRoutes({ owner, element }: { owner: RouteOwner; element: (route: RouteDefinition) => ReactElement }) {
  return (
    <Routes>
      {routesOf(owner).flatMap((route) =>
        (['ar', 'en'] as const).map((locale) => {
          const path = localizePath(route.path, locale);
          return <Route key={path} path={path} element={element(route)} />;
        }),
      )}
    </Routes>
  );
}
