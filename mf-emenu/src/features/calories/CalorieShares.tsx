import { useId, useState } from 'react';
import { useEMenuTexts } from '../../texts';
import { calorieShares } from './calorie-shares';

/** An item's kcal and, on demand, its share of the daily reference for a man, a woman and a child. */
export function CalorieShares({ calories, name }: { calories: number; name: string }) {
  const { t } = useEMenuTexts();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="sf-emenu-calories">
      <span>{t('calories.kcal', { calories })}</span>
      <button
        type="button"
        className="sf-emenu-link-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t(open ? 'calories.hideShares' : 'calories.showShares', { name })}
        onClick={() => setOpen(!open)}
      >
        %
      </button>
      {open && (
        <dl id={id} className="sf-emenu-calories__shares" aria-label={t('calories.shares')}>
          {calorieShares(calories).map((share) => (
            <div key={share.reference}>
              <dt>{t(`calories.${share.reference}`, { daily: share.daily })}</dt>
              <dd>{t('calories.percent', { percent: share.percent })}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
