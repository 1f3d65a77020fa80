import { ApiCallError, LIMITS, Notice, storageKey, toWesternDigits, useStores } from '@storefront/shared';
import { SelectField, TextField, showFieldErrors, useFormDraft, NoteField } from '@storefront/shared/forms';
import { HumanCheckField, MobileField, formResolver, useHumanCheckWhenAsked } from '@storefront/shared/forms';
import { waitingCreateBodySchema, type WaitingArea, type WaitingCreateBody, type WaitingSettings } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useErrorText, useWaitingTexts } from '../../texts';
import { primeSound } from '../entry';
import type { EventType } from '@storefront/shared/contracts';
import { branchLineOf } from './branch-line-store';
import { PartySizeField } from './PartySizeField';

interface JoinFormProps {
  branchId: number;
  settings: WaitingSettings;
  areas: WaitingArea[];
  eventTypes: EventType[];
  areaId: number;
  onAreaChange: (areaId: number) => void;
  /** The entry was made (its token), or this mobile is already in line (null). */
  onJoined: (token: string | null, areaId: number) => void;
  /** The api refused the join because the list or the branch closed meanwhile: the page reads them again. */
  onClosed: () => void;
}

const noChange = () => () => undefined;

/**
 * The register form: a logged-in customer's details filled in, kept as a draft until sent; one tap makes one
 * entry. Past a few joins from one address the api asks for the human check (428): its question shows and
 * the next tap sends the answer.
 */
export const JoinForm = observer(function JoinForm({
  branchId,
  settings,
  areas,
  eventTypes,
  areaId,
  onAreaChange,
  onJoined,
  onClosed,
}: JoinFormProps) {
  const root = useStores();
  const { t } = useWaitingTexts();
  const errorText = useErrorText();
  const locale = root.locale.locale;
  const customer = root.session.customer;
  const line = branchLineOf(root);
  const check = useHumanCheckWhenAsked(root.api);
  const schema = waitingCreateBodySchema.check(
    z.refine((body) => body.party_size >= settings.party_size_min && body.party_size <= settings.party_size_max, {
      path: ['party_size'],
      message: 'apiErrors.waiting_party_size',
    }),
  );
  const form = useForm<WaitingCreateBody>({
    resolver: formResolver(schema) as never,
    defaultValues: {
      branch_id: branchId,
      area_id: areaId,
      name: customer?.name ?? '',
      country_code: (customer?.countryCode as WaitingCreateBody['country_code']) ?? root.tenant.tenant.country,
      mobile: customer?.mobile ?? '',
      party_size: settings.party_size_min,
      event_type_id: null,
      note: '',
      branch_settings: { party_size_min: settings.party_size_min, party_size_max: settings.party_size_max },
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, `waiting-list.join.${branchId}`), form, [
    'branch_settings',
    'branch_id',
  ]);
  // A restored draft may name another area than the first: the line shown follows it.
  useEffect(() => onAreaChange(Number(form.getValues('area_id'))), [form, onAreaChange]);

  const submit = handleSubmit(async (values) => {
    const joined = await line.join({
      ...values,
      branch_settings: { party_size_min: settings.party_size_min, party_size_max: settings.party_size_max },
      ...check.body(),
    });
    if (joined.done) {
      check.passed();
      forgetDraft();
      onJoined(joined.value, values.area_id);
      return;
    }
    const { error } = joined;
    // A refusal the human check or the fields show is not said again under the form.
    if (check.failed(error) || showFieldErrors(error, values, setError, errorText(error, t('join.failed')))) line.joining.clear();
    if (error instanceof ApiCallError && error.code === 'waiting_already_in_line') onJoined(null, values.area_id);
    if (error instanceof ApiCallError && (error.code === 'waiting_branch_closed' || error.code === 'waiting_list_closed')) onClosed();
  });

  // False while React takes over the server's form (its fields wait, so nothing typed meanwhile is reset), true from then on.
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

  return (
    <form
      className="sf-form"
      noValidate
      onSubmit={(event) => {
        primeSound();
        void submit(event);
      }}
    >
      <fieldset className="sf-form wl-fields" disabled={!live}>
        {areas.length > 1 && (
          <SelectField
            label={t('join.area')}
            error={formState.errors.area_id?.message}
            {...register('area_id', {
              setValueAs: Number,
              onChange: (event: { target: { value: string } }) => onAreaChange(Number(event.target.value)),
            })}
          >
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.names[locale]}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('join.name')}
          autoComplete="name"
          limit={LIMITS.name}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <MobileField
          label={t('join.mobile')}
          country={register('country_code')}
          mobile={register('mobile')}
          error={formState.errors.mobile}
        />
        <PartySizeField
          bounds={{ min: settings.party_size_min, max: settings.party_size_max }}
          error={formState.errors.party_size?.message}
          {...register('party_size', { setValueAs: (value: string) => Number(toWesternDigits(String(value))) })}
        />
        {eventTypes.length > 0 && (
          <SelectField
            label={t('join.eventType')}
            {...register('event_type_id', { setValueAs: (value: string) => (value ? Number(value) : null) })}
          >
            <option value="">{t('join.noEventType')}</option>
            {eventTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.names[locale]}
              </option>
            ))}
          </SelectField>
        )}
        <NoteField label={t('join.note')} error={formState.errors.note?.message} {...register('note')} />
        <HumanCheckField {...check.field} />
        {line.joining.error !== null && <Notice kind="alert">{errorText(line.joining.error, t('join.failed'))}</Notice>}
        <button type="submit" className="sf-button" disabled={line.joining.busy}>
          {line.joining.busy ? t('join.joining') : t('join.join')}
        </button>
      </fieldset>
    </form>
  );
});
