import { REMOTE_NAMES, moduleSettingKey } from '@storefront/shared/contracts';
import { flag, mediaUrl, text, type DemoSetting, type DemoTenant } from './demo-tenant';

/** The settings every demo tenant has (general, website, social, language), then its business settings. */
export const demoSettings = (tenant: DemoTenant): DemoSetting[] => {
  const { name, title, description, keywords, defaultLanguage, theme, social } = tenant;
  const pageTitle = { ar: `${title.ar} | اطلب أونلاين`, en: `${title.en} | Order online` };
  return [
    text('general.site_name', title[defaultLanguage]),
    text('general.site_description', description[defaultLanguage]),
    text('general.site_keywords', keywords[defaultLanguage]),
    text('general.logo', mediaUrl(name, 'logo.svg')),
    text('general.favicon', mediaUrl(name, 'favicon.svg')),
    text('general.page_title', pageTitle[defaultLanguage]),
    text('general.og_image', mediaUrl(name, 'og-image.svg')),
    text('general.default_language', defaultLanguage),
    ...(tenant.contact ? [text('general.contact_phone', tenant.contact.phone)] : []),
    ...(tenant.contact?.email ? [text('general.contact_email', tenant.contact.email)] : []),

    flag('website.enabled', tenant.websiteEnabled),
    ...REMOTE_NAMES.map((remote) => flag(moduleSettingKey(remote), !tenant.modulesOff.includes(remote))),
    text('website.google_map_api_key', ''),
    text('website.ios_app_link', `https://apps.apple.com/app/id${tenant.iosAppId}`),
    text('website.ios_app_id', tenant.iosAppId),
    text('website.theme_primary_color', theme.primaryColor),
    text('website.theme_on_primary_color', theme.onPrimaryColor),
    text('website.theme_secondary_color', theme.secondaryColor),
    text('website.theme_text_color', theme.textColor),
    text('website.theme_background_color', theme.backgroundColor),
    text('website.theme_surface_color', theme.surfaceColor),
    text('website.theme_radius', theme.radius),
    text('website.theme_shadow', theme.shadow),
    text('website.theme_font', theme.font),
    text('website.theme_background_image', theme.backgroundImage),
    text('website.cover_image', theme.coverImage),

    text('social.facebook', social.facebook),
    text('social.instagram', social.instagram),
    text('social.x', social.x),
    text('social.tiktok', social.tiktok),
    text('social.icon_color', social.iconColor),

    ...(['ar', 'en'] as const).flatMap((locale) => [
      text(`language.${locale}.site_name`, title[locale]),
      text(`language.${locale}.site_description`, description[locale]),
      text(`language.${locale}.page_title`, pageTitle[locale]),
    ]),
    text('empty_page.image', mediaUrl(name, 'empty-cart.svg')),

    ...tenant.businessSettings,
  ];
};
