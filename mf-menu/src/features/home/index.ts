export { HomeHero } from './HomeHero';
export { SliderBanners } from './SliderBanners';
