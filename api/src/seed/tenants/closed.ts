import { flag, json, text, type DemoTenant } from '../demo-tenant';
import { statusMessages } from '../status-messages';

/** A café whose website is switched off: every storefront route shows /closed. */
export const CLOSED: DemoTenant = {
  name: 'closed',
  country: 'AE',
  domain: 'closed.localhost',
  defaultLanguage: 'ar',
  title: { ar: 'مقهى المرسى', en: 'Al Marsa Café' },
  description: {
    ar: 'مقهى المرسى في دبي: قهوة مختصة وكرك ومخبوزات طازجة على الواجهة البحرية.',
    en: 'Al Marsa Café in Dubai: specialty coffee, karak and fresh pastries on the waterfront.',
  },
  keywords: { ar: 'مقهى المرسى, قهوة مختصة, كرك, دبي', en: 'al marsa cafe, specialty coffee, karak, dubai' },
  appToken: 'closed-web-9c4d1e7a3f06b582',
  operatorKey: 'closed-operator-demo',
  websiteEnabled: false,
  modulesOff: ['reservations', 'waiting-list', 'emenu'],
  iosAppId: '6450024680',
  theme: {
    primaryColor: '#2f4858',
    onPrimaryColor: '#ffffff',
    secondaryColor: '#f26419',
    textColor: '#1b1b1b',
    backgroundColor: '#ffffff',
    surfaceColor: '#f6f7f8',
    radius: '6px',
    shadow: 'none',
    font: 'IBM Plex Sans Arabic',
    backgroundImage: '',
    coverImage: '',
  },
  social: {
    facebook: 'https://www.facebook.com/almarsa.cafe.demo',
    instagram: 'https://www.instagram.com/almarsa.cafe.demo',
    x: 'https://x.com/almarsa_cafe_demo',
    tiktok: 'https://www.tiktok.com/@almarsa.cafe.demo',
    iconColor: '#2f4858',
  },
  contact: { phone: '+971 4 555 0147', email: 'hello@almarsa-cafe.example' },
  businessSettings: [
    json('order.order_delivery_time_options', ['asap']),
    json('order.order_types', ['pickup']),
    text('order.minimum_order_amount', '20.00'),
    flag('checkout.enable_coupons', false),
    json('payment.methods', ['card']),
    text('payment.provider', 'sandbox'),
  ],
  banners: [],
  pages: [
    {
      slug: 'about-us',
      title: { ar: 'من نحن', en: 'About us' },
      content: {
        ar: '<h2>من نحن</h2><p>مقهى المرسى يحمّص البن بنفسه منذ ٢٠١٦، ويقدّم الكرك والمخبوزات الطازجة على الواجهة البحرية في دبي.</p>',
        en: '<h2>About us</h2><p>Al Marsa Café has roasted its own coffee since 2016 and serves karak and fresh pastries on the Dubai waterfront.</p>',
      },
    },
  ],
  trackingCodes: [],
  messages: statusMessages(),
  branches: [],
  customers: [],
  walletMinOrderAmount: null,
};
