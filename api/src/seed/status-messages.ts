import type { TenantMessage } from '@storefront/shared/contracts';

interface StatusText {
  key: string;
  ar: string;
  en: string;
  background: string;
  color: string;
}

const STATUSES: StatusText[] = [
  { key: 'submitted', ar: 'تم الإرسال', en: 'Submitted', background: '#fff4e0', color: '#a15c00' },
  { key: 'in_kichen', ar: 'في المطبخ', en: 'In Kitchen', background: '#fdecea', color: '#b3261e' },
  { key: 'ready', ar: 'جاهز', en: 'Ready', background: '#e6f4ea', color: '#1e7a3a' },
  { key: 'in_route', ar: 'في الطريق', en: 'In Route', background: '#e8f0fe', color: '#1a56c4' },
  { key: 'completed', ar: 'مكتمل', en: 'Completed', background: '#e6f4ea', color: '#0d652d' },
  { key: 'canceled', ar: 'ملغي', en: 'Canceled', background: '#f1f1f1', color: '#5f6368' },
  { key: 'missed', ar: 'فائت', en: 'Missed', background: '#efeae5', color: '#ff0000' },
];

/** The order status texts with their badge colours (`*_background_color`, `*_text_color`). */
export const statusMessages = (): TenantMessage[] =>
  STATUSES.flatMap(({ key, ar, en, background, color }) => [
    { key, ar, en },
    { key: `${key}_background_color`, ar: background, en: background },
    { key: `${key}_text_color`, ar: color, en: color },
  ]);
