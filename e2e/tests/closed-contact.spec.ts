import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';
import { texts } from '../../shell/src/texts';

/** The closed tenant's contact settings, as the api answers them to its storefront. */
const contactSettings = async () => {
  const answer = await apiCall('closed', '/api/v1/tenant/defaultSettings/getSettingByGroups?groups=general');
  const settings = answer.body?.data as { key: string; value: string }[];
  const value = (key: string) => settings.find((setting) => setting.key === key)?.value;
  return { phone: value('general.contact_phone'), email: value('general.contact_email') };
};

const PAGE = {
  ar: { prefix: '', title: 'الموقع مغلق', dir: 'rtl' },
  en: { prefix: '/en', title: 'The site is closed', dir: 'ltr' },
} as const;

// A closed site still says how to reach the restaurant: its phone and e-mail from the tenant's settings.
for (const locale of ['ar', 'en'] as const) {
  const page$ = PAGE[locale];
  const words = texts[locale].closedContact;
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: the closed site gives the restaurant's phone (a tel: link) and e-mail from its settings`, async ({
      page,
    }) => {
      const { phone, email } = await contactSettings();
      expect(phone, 'the closed demo tenant has a contact phone').toEqual(expect.any(String));
      expect(email, 'the closed demo tenant has a contact e-mail').toEqual(expect.any(String));

      await page.setViewportSize({ width, height: 900 });
      await page.goto(shellUrl('closed', `${page$.prefix}/menu`));
      await expect(page).toHaveURL(shellUrl('closed', `${page$.prefix}/closed`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$.title);
      await expect(page.locator('html')).toHaveAttribute('dir', page$.dir);

      const contact = page.getByRole('region', { name: words.heading });
      const call = contact.getByRole('link', { name: words.call.split('{{')[0]!.trim() });
      await expect(call).toHaveAttribute('href', `tel:${phone!.replace(/[^\d+]/g, '')}`);
      await expect(call).toContainText(phone!);
      const mail = contact.getByRole('link', { name: words.email.split('{{')[0]!.trim() });
      await expect(mail).toHaveAttribute('href', `mailto:${email}`);
      await expect(mail).toContainText(email!);
      // Both are in view without scrolling sideways.
      for (const link of [call, mail]) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }
}
