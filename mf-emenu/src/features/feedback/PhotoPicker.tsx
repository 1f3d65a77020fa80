import { useId, useRef } from 'react';
import { FieldError } from '@storefront/shared/forms';
import { FEEDBACK_PHOTO_LIMITS } from '@storefront/shared/contracts';
import { useEMenuTexts } from '../../texts';

export interface AttachedPhoto {
  id: string;
  blob: Blob;
  /** An object URL of the blob, for the thumbnail. */
  url: string;
}

/** The photo field: a file chooser (several at once), thumbnails with remove buttons, the rule and its error. */
export function PhotoPicker({
  photos,
  error,
  busy,
  onAdd,
  onRemove,
}: {
  photos: readonly AttachedPhoto[];
  error: string | undefined;
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useEMenuTexts();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="sf-field sf-emenu-photos" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="sf-field__label">{t('feedback.photos')}</legend>
      <p id={`${id}-hint`} className="sf-field__hint">
        {t('feedback.photosHint')}
      </p>
      {photos.length > 0 && (
        <ul className="sf-emenu-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={t('feedback.photo', { number: index + 1 })} width={72} height={72} />
              <button
                type="button"
                className="sf-emenu-photos__remove"
                aria-label={t('feedback.removePhoto', { number: index + 1 })}
                onClick={() => onRemove(photo.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sf-button sf-button--secondary" aria-disabled={busy || photos.length >= FEEDBACK_PHOTO_LIMITS.count}>
        {t('feedback.addPhotos')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="sf-visually-hidden"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          if (input.current) input.current.value = '';
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
