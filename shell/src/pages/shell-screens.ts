import type { ComponentType } from 'react';
import { lazyScreen } from '@storefront/shared';

/** A page of the shell's: no props (its title is its own), and `preload()`. */
type ShellScreen = ComponentType & { preload: () => Promise<unknown> };

// The shell's pages with heavier code (forms, sanitizer, lists), each a chunk loaded only when
// visited; `preload()` loads one ahead of a server-rendered first paint, so it hydrates at once.
export const ContentPage = lazyScreen(() => import('./ContentPage'), 'ContentPage') as unknown as ShellScreen;
export const ContactPage = lazyScreen(() => import('../features/contact/ContactPage'), 'ContactPage') as unknown as ShellScreen;
export const BranchesPage = lazyScreen(() => import('../features/branches/BranchesPage'), 'BranchesPage') as unknown as ShellScreen;
