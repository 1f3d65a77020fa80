import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RootStore } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

/** Provides the root store and its i18n instance to everything below. */
export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoresContext.Provider value={store}>
      <I18nextProvider i18n={store.i18n}>{children}</I18nextProvider>
    </StoresContext.Provider>
  );
}

export const useStores = (): RootStore => {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it.');
  return store;
};
