/** Texts of the home page's hero and slider (part of the `menu` namespace). */
export const homeTexts = {
  en: {
    slider: 'Offers',
    previous: 'Previous offer',
    next: 'Next offer',
    pause: 'Pause the offers',
    play: 'Play the offers',
    slide: 'Offer {{index}} of {{count}}',
  },
  ar: {
    slider: 'العروض',
    previous: 'العرض السابق',
    next: 'العرض التالي',
    pause: 'أوقف تقليب العروض',
    play: 'شغّل تقليب العروض',
    slide: 'العرض {{index}} من {{count}}',
  },
};
