import { useWaitingTexts } from '../../texts';

/** The line now: "No Line" when nobody waits, else "In Line: N" with the estimated wait. */
export function LineNow({ line }: { line: { count: number; estimated_minutes: number } }) {
  const { t } = useWaitingTexts();
  return (
    <div className="wl-card" role="status">
      <p className="wl-line">{line.count === 0 ? t('join.noLine') : t('join.inLine', { count: line.count })}</p>
      {line.count > 0 && <p>{t('line.estimate', { count: line.estimated_minutes })}</p>}
    </div>
  );
}
