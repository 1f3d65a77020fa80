import type { TenantModules } from '@storefront/shared';

export type SiteLinkKey = 'menu' | 'branches' | 'reservations' | 'waitingList' | 'account';

/** The main navigation: the pages a customer expects, each only where the tenant has its module on. */
export const mainLinks = (modules: TenantModules): Array<{ key: SiteLinkKey; path: string }> => {
  const links: Array<{ key: SiteLinkKey; path: string; on: boolean }> = [
    { key: 'menu', path: '/menu', on: modules.menu },
    { key: 'branches', path: '/branches', on: true },
    { key: 'reservations', path: '/reservations', on: modules.reservations },
    { key: 'waitingList', path: '/waiting-list', on: modules['waiting-list'] },
    { key: 'account', path: '/account', on: modules.account },
  ];
  return links.filter((link) => link.on).map(({ key, path }) => ({ key, path }));
};

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The tenant's social profiles (settings `social.*`), only real web addresses. */
export const socialLinks = (setting: (key: string) => string | undefined): Array<{ network: SocialNetwork; url: string }> =>
  SOCIAL_NETWORKS.flatMap((network) => {
    const url = setting(`social.${network}`)?.trim();
    return url && /^https:\/\//i.test(url) ? [{ network, url }] : [];
  });
