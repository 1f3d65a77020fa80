import { useTranslation } from 'react-i18next';

/** A field's error, announced, in the current language. `message` is a `validation.*` key or a text. */
export function FieldError({ id, message, max }: { id: string; message: string | undefined; max?: number }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <p id={id} role="alert" className="sf-field__error">
      {message.startsWith('validation.') ? t(message, max === undefined ? {} : { max, count: max }) : message}
    </p>
  );
}
