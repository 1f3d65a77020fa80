import { observer } from 'mobx-react-lite';
import { BannerLink, OfferOff, useStores } from '@storefront/shared';
import { Carousel } from '@storefront/shared/ui/carousel';
import { useMenuTexts } from '../../texts';

/** The tenant's slider banners (`web_slider`) as a carousel; each leads where its type says, and names its offer. */
export const SliderBanners = observer(function SliderBanners() {
  const { content, locale, mediaUrl, tenant } = useStores();
  const { t } = useMenuTexts();
  const lang = locale.locale;
  const currency = tenant.country.currency;
  const slides = content.sliderBanners.map((banner) => ({
    id: banner.id,
    content: (
      <BannerLink banner={banner} locale={lang} className="sf-slider__link">
        <img src={mediaUrl(banner.image)} alt={banner.title[lang]} width={1200} height={400} />
        {banner.offer ? <OfferOff offer={banner.offer} currency={currency} until className="sf-badge sf-slider__offer" /> : null}
      </BannerLink>
    ),
  }));
  return (
    <Carousel
      slides={slides}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      labels={{
        carousel: t('home.slider'),
        previous: t('home.previous'),
        next: t('home.next'),
        pause: t('home.pause'),
        play: t('home.play'),
        slide: (index, count) => t('home.slide', { index, count }),
      }}
    />
  );
});
