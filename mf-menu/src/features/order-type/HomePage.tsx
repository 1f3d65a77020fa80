import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { draftBranchName, localizePath, ScreenFrame, useStores, LoadFailure, Loading, Link } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { keptDishOf } from './kept-dish-store';
import { canScheduleAhead, type DeliveryTime } from './order-types';
import { useOrderOptions } from './use-order-options';
import { HomeHero, SliderBanners } from '../home';

/** `/`: how to order (the types the tenant and its branches allow) and when. */
export const HomePage = observer(function HomePage() {
  const { t } = useMenuTexts();
  const root = useStores();
  const { orderDraft, locale } = root;
  const { branches, types, tenantTimes } = useOrderOptions();
  const lang = locale.locale;
  const draft = orderDraft.draft;
  const scheduleOffered = canScheduleAhead(branches.branches, tenantTimes) && tenantTimes.includes('asap');
  const kept = keptDishOf(root);
  useEffect(() => kept.follow(), [kept]);
  const pending = kept.dish;
  const when: DeliveryTime = draft.delivery_time === 'schedule' && scheduleOffered ? 'schedule' : 'asap';

  return (
    <div className="sf-home">
      <ScreenFrame title={t('screens.home')} titleHidden>
        <HomeHero>
          {branches.state === 'loading' && <Loading />}
          {branches.state === 'failed' && <LoadFailure message={t('orderType.serviceUnavailable')} onRetry={() => void branches.load()} />}
          {branches.state === 'ready' && types.length === 0 && <p role="alert">{t('orderType.serviceUnavailable')}</p>}
          {branches.state === 'ready' && types.length > 0 && (
            <>
              {pending && (
                <p role="status" className="sf-menu-continue">
                  {t('orderType.pendingDish', { name: pending.names[lang] })}
                </p>
              )}
              {draft.type && draft.branch_name && (
                <p className="sf-menu-continue">
                  <Link to={localizePath('/menu', lang)}>
                    {t('orderType.continue', {
                      type: t(`orderType.types.${draft.type}`),
                      branch: draftBranchName(draft, root.locale.locale),
                    })}
                  </Link>
                </p>
              )}
              {scheduleOffered && (
                <fieldset className="sf-choice-group">
                  <legend>{t('orderType.when')}</legend>
                  {(['asap', 'schedule'] as const).map((time) => (
                    <label key={time} className="sf-choice">
                      <input
                        type="radio"
                        name="delivery-time"
                        value={time}
                        checked={when === time}
                        onChange={() => orderDraft.update({ delivery_time: time })}
                      />
                      {t(`orderType.times.${time}`)}
                    </label>
                  ))}
                </fieldset>
              )}
              <h2>{t('orderType.heading')}</h2>
              <ul className="sf-order-types">
                {types
                  .filter((type) => when === 'asap' || type !== 'dine_in')
                  .map((type) => (
                    <li key={type}>
                      <Link className="sf-card sf-order-type" to={localizePath(`/select-type/${type}`, lang)}>
                        <span className="sf-order-type__name">{t(`orderType.types.${type}`)}</span>
                        <span className="sf-order-type__hint">{t(`orderType.typeHints.${type}`)}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
              <p>
                <Link to={localizePath('/menu', lang)}>{t('orderType.browseMenu')}</Link>
              </p>
            </>
          )}
        </HomeHero>
        <SliderBanners />
      </ScreenFrame>
    </div>
  );
});
