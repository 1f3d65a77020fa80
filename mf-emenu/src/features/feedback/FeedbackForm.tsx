import { useEffect, useId, useRef, useState } from 'react';
import {
  ApiCallError,
  uploadForm,
  useApiText,
  useStores,
  EMENU_PATHS,
  LIMITS,
  VALIDATION,
  normalizeMobile,
  type FeedbackDraft,
} from '@storefront/shared';
import { TextField, NoteField } from '@storefront/shared/forms';
import { StarRating } from '@storefront/shared/forms';
import { feedbackPhotoProblem } from '@storefront/shared/contracts';
import { useEMenuTexts } from '../../texts';
import { readDraft, saveDraft } from './feedback-draft';
import { photoRefusal, resizePhoto } from './photo-files';
import { PhotoPicker, type AttachedPhoto } from './PhotoPicker';

type Errors = Partial<Record<'stars' | 'comment' | 'name' | 'mobile' | 'photos', string>>;

/** The fields the api refused, each with its message key next to it (photo problems on the photos). */
const refusedFields = (error: unknown, starsText: string): Errors => {
  if (!(error instanceof ApiCallError)) return {};
  const found: Errors = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (name === 'rating') found.stars = starsText;
    else if (name === 'comment' || name === 'name' || name === 'mobile') found[name] = messages[0];
  }
  if (error.code?.startsWith('feedback_photo')) found.photos = `apiErrors.${error.code}`;
  return found;
};

/**
 * Feedback from the table: stars, a comment, an optional name and mobile, and photos resized in the
 * browser, sent with a progress bar. What was typed is kept on the device; a refused or failed send
 * keeps everything (photos too) for another try.
 */
export default function FeedbackForm({ branchId, photoRequired }: { branchId: number; photoRequired: boolean }) {
  const { t } = useEMenuTexts();
  const { codeText, errorText } = useApiText();
  const root = useStores();
  const tenant = root.tenant.tenant;
  const [draft, setDraft] = useState<FeedbackDraft>(() => readDraft(tenant.name));
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [preparing, setPreparing] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const headingId = useId();
  const urls = useRef(new Set<string>());

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const change = (next: Partial<FeedbackDraft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    saveDraft(tenant.name, merged);
  };

  const addPhotos = async (files: File[]) => {
    let attached = photos.length;
    const accepted: File[] = [];
    let refusal: string | undefined;
    for (const file of files) {
      const problem = photoRefusal(attached, file);
      if (problem) refusal ??= `apiErrors.${problem}`;
      else {
        accepted.push(file);
        attached += 1;
      }
    }
    setErrors((current) => ({ ...current, photos: refusal }));
    setPreparing((count) => count + accepted.length);
    for (const file of accepted) {
      const blob = await resizePhoto(file);
      setPreparing((count) => count - 1);
      if (!blob) {
        setErrors((current) => ({ ...current, photos: 'apiErrors.feedback_photo_type' }));
        continue;
      }
      const url = URL.createObjectURL(blob);
      urls.current.add(url);
      setPhotos((current) => [...current, { id: url, blob, url }]);
    }
  };

  const removePhoto = (id: string) => {
    URL.revokeObjectURL(id);
    urls.current.delete(id);
    setPhotos((current) => current.filter((photo) => photo.id !== id));
    setErrors((current) => ({ ...current, photos: undefined }));
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (draft.stars < 1) found.stars = t('common:rating.chooseStars');
    if (draft.comment.trim().length > LIMITS.notes) found.comment = VALIDATION.tooLong;
    if (draft.mobile.trim() && normalizeMobile(tenant.country, draft.mobile) === null) found.mobile = VALIDATION.mobile;
    const photoProblem = feedbackPhotoProblem(
      photos.map((photo) => ({ size: photo.blob.size, type: photo.blob.type })),
      photoRequired,
    );
    if (photoProblem) found.photos = `apiErrors.${photoProblem}`;
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('branch_id', String(branchId));
    form.append('rating', String(draft.stars));
    for (const field of ['comment', 'name', 'mobile'] as const) if (draft[field].trim()) form.append(field, draft[field].trim());
    photos.forEach((photo, index) => form.append('photos', photo.blob, `photo-${index + 1}.jpg`));
    setProgress(0);
    try {
      await uploadForm(root, EMENU_PATHS.feedback, form, setProgress);
      saveDraft(tenant.name, null);
      setSent(true);
    } catch (error) {
      setErrors(refusedFields(error, t('common:rating.chooseStars')));
      setFailure(
        error instanceof ApiCallError && error.status === 429
          ? errorText(error, codeText('feedback_not_sent'))
          : codeText('feedback_not_sent'),
      );
    } finally {
      setProgress(null);
    }
  };

  if (sent)
    return (
      <div className="sf-emenu-feedback">
        <p role="status">{t('feedback.sent')}</p>
      </div>
    );
  const sending = progress !== null;
  return (
    <form className="sf-form sf-emenu-feedback" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feedback.heading')}</h2>
      <StarRating
        label={t('feedback.stars')}
        starLabel={(count) => t('common:rating.star', { count })}
        value={draft.stars}
        error={errors.stars}
        onChange={(stars) => {
          change({ stars });
          setErrors((current) => ({ ...current, stars: undefined }));
        }}
      />
      <NoteField
        label={t('feedback.comment')}
        value={draft.comment}
        error={errors.comment}
        onChange={(event) => change({ comment: event.target.value })}
      />
      <TextField
        label={t('feedback.name')}
        limit={LIMITS.name}
        autoComplete="name"
        value={draft.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        label={t('feedback.mobile')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel-national"
        maxLength={20}
        value={draft.mobile}
        error={errors.mobile}
        onChange={(event) => change({ mobile: event.target.value })}
      />
      <PhotoPicker photos={photos} error={errors.photos} busy={sending} onAdd={(files) => void addPhotos(files)} onRemove={removePhoto} />
      {preparing > 0 && <p role="status">{t('feedback.preparing')}</p>}
      {sending && <progress className="sf-emenu-feedback__progress" aria-label={t('feedback.uploading')} max={1} value={progress} />}
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="sf-button" disabled={sending || preparing > 0}>
        {sending ? t('common:rating.sending') : failure ? t('feedback.retry') : t('feedback.send')}
      </button>
    </form>
  );
}
