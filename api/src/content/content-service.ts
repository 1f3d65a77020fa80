import type { Banner, ContentPage, Setting, TenantMessage, TrackingCode } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { findActiveBanners } from './banners-repository';
import { findMessages } from './messages-repository';
import { findPagesByType } from './pages-repository';
import { findSettings, saveSetting } from './settings-repository';
import { findTrackingCodes } from './tracking-codes-repository';

/** The tenant content the storefront reads, and the one setting a restaurant may change itself. */

/** The settings of the groups asked for, JSON values decoded when `jsonVal`. */
export const tenantSettings = (db: Db, tenantId: number, groups: readonly string[], jsonVal: boolean): Promise<Setting[]> =>
  findSettings(db, tenantId, groups, jsonVal);

/** The banners of a place family (`web`) shown at `now`, with their offers. */
export const activeBanners = (db: Db, tenantId: number, place: string, now: Date): Promise<Banner[]> =>
  findActiveBanners(db, tenantId, place, now);

/** The web content pages (about us, privacy policy, wallet and points explanations). */
export const webPages = (db: Db, tenantId: number): Promise<ContentPage[]> => findPagesByType(db, tenantId, 'web');

/** The analytics codes of a place. */
export const placeTrackingCodes = (db: Db, tenantId: number, place: string): Promise<TrackingCode[]> =>
  findTrackingCodes(db, tenantId, place);

/** The tenant's texts: order statuses and their colours. */
export const tenantMessages = (db: Db, tenantId: number): Promise<TenantMessage[]> => findMessages(db, tenantId);

/** Saves one of the settings a restaurant may change itself. */
export const changeSetting = (db: Db, tenantId: number, key: string, value: string): Promise<void> => saveSetting(db, tenantId, key, value);
