import type { Locale, TenantMessage } from '../contracts';

/** A tenant text: the `language.{locale}.{key}` setting wins over the tenant's message. */
export const tenantText = (
  messages: readonly TenantMessage[],
  settings: ReadonlyMap<string, unknown>,
  key: string,
  locale: Locale,
): string | undefined => {
  const override = settings.get(`language.${locale}.${key}`);
  if (typeof override === 'string' && override !== '') return override;
  const message = messages.find((m) => m.key === key)?.[locale];
  return message || undefined;
};

/** Order status -> the message key of its label and colours (docs/specification.md §3 and §4). */
export const STATUS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  created: 'submitted',
  accepted: 'in_kichen',
  ready: 'ready',
  outdelivery: 'in_route',
  delivered: 'completed',
  canceled: 'canceled',
  missed: 'missed',
};

export const DEFAULT_STATUS_COLORS = { background: '#efeae5', text: '#ff0000' } as const;

export const statusColors = (
  messages: readonly TenantMessage[],
  settings: ReadonlyMap<string, unknown>,
  status: string,
  locale: Locale,
): { background: string; text: string } => {
  const key = STATUS_MESSAGE_KEYS[status] ?? status;
  return {
    background: tenantText(messages, settings, `${key}_background_color`, locale) ?? DEFAULT_STATUS_COLORS.background,
    text: tenantText(messages, settings, `${key}_text_color`, locale) ?? DEFAULT_STATUS_COLORS.text,
  };
};
