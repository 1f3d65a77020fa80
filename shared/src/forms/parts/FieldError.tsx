import { useTranslation } from '@storefront/shared';
import { useApiErrorTexts } from '@storefront/shared';

const COMMON_KEY = /^(validation|apiErrors|errors)\./;

/** A field's error, announced, in the current language. `message` is a `common` key (`validation.*`, `apiErrors.*`, `errors.*`) or a text. */
export function FieldError({ id, message, max }: { id: string; message: string | undefined; max?: number }) {
  const { t } = useTranslation('common');
  useApiErrorTexts(message?.startsWith('apiErrors.'));
  if (!message) return null;
  return (
    <p id={id} role="alert" className="sf-field__error">
      {COMMON_KEY.test(message) ? t(message, max === undefined ? {} : { max, count: max }) : message}
    </p>
  );
}
