import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { branchSelectTexts } from '../../mf-menu/src/features/branch-select/texts';
import { orderTypeTexts } from '../../mf-menu/src/features/order-type/texts';
import { distanceKm, formatDistance, type Coordinates } from '../../shared/src/format/distance';

type Branch = Coordinates & { id: number; names: Record<'ar' | 'en', string>; order_types: string[] };

// Two places outside every zone of sufra: south-east of the city (Olaya is nearest) and north-west (Al Malqa).
const SOUTH_EAST = { latitude: 24.5, longitude: 46.9 };
const NORTH_WEST = { latitude: 24.95, longitude: 46.55 };

/** The sufra branch taking pickup nearest to `place`, by the api's branch list, and how far it is. */
const nearestOf = async (place: Coordinates) => {
  const branches = (await apiCall('sufra', '/api/v1/branch/frontend/branches')).body?.data as Branch[];
  const [nearest] = branches
    .filter((branch) => branch.order_types.includes('pickup'))
    .map((branch) => ({ branch, km: distanceKm(place, branch) }))
    .sort((a, b) => a.km - b.km);
  return nearest!;
};

test.beforeEach(async ({ context }) => {
  await skipPopupBanners(context, 'sufra');
  await context.grantPermissions(['geolocation']);
});

for (const locale of ['ar', 'en'] as const) {
  const words = branchSelectTexts[locale];
  const prefix = locale === 'ar' ? '' : '/en';
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: outside every delivery zone, pickup from the branch nearest to the place, with its distance, is one tap away`, async ({
      page,
      context,
    }) => {
      for (const place of [SOUTH_EAST, NORTH_WEST]) {
        const zone = await apiCall(
          'sufra',
          `/api/v1/branch/frontend/delivery-zone?latitude=${place.latitude}&longitude=${place.longitude}`,
        );
        expect(zone.status, 'the place is outside every zone').toBe(422);
      }
      await page.setViewportSize({ width, height: 900 });
      await context.setGeolocation(SOUTH_EAST);
      await page.goto(shellUrl('sufra', `${prefix}/select-type/delivery`));
      await page.getByRole('button', { name: words.delivery.useMyLocation }).click();
      await expect(page.getByRole('alert')).toHaveText(words.delivery.notAvailable);

      const offer = page.getByRole('article', { name: words.delivery.pickupInstead.heading });
      const sayOf = ({ branch, km }: Awaited<ReturnType<typeof nearestOf>>) =>
        words.delivery.pickupInstead.nearest
          .replace('{{branch}}', branch.names[locale])
          .replace('{{distance}}', formatDistance(km, locale))
          .replace('{{place}}', words.delivery.myLocation);
      const southEast = await nearestOf(SOUTH_EAST);
      await expect(offer).toContainText(sayOf(southEast));

      // Somewhere else, the nearest branch to that place is offered.
      await context.setGeolocation(NORTH_WEST);
      await page.getByRole('button', { name: words.delivery.useMyLocation }).click();
      const northWest = await nearestOf(NORTH_WEST);
      expect(northWest.branch.id).not.toBe(southEast.branch.id);
      await expect(offer).toContainText(sayOf(northWest));
      const name = northWest.branch.names[locale];
      const choose = offer.getByRole('button', { name: words.delivery.pickupInstead.choose.replace('{{branch}}', name) });
      const box = (await choose.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await choose.click();
      await expect(page).toHaveURL(shellUrl('sufra', `${prefix}/menu`));
      await expect(page.getByText(`${orderTypeTexts[locale].types.pickup} – ${name}`)).toBeVisible();
    });
  }
}
