import './ui-kit.css';
import { useEffect, useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/**
 * The frame of one screen: its level-1 heading in the current language and, for a screen not built
 * yet (no children), the route parameters it was opened with. Sets the screen title the shell shows
 * in the document title. A screen whose content carries the page (the home's hero) keeps its heading
 * for screen readers only (`titleHidden`).
 */
export function ScreenFrame({ title, titleHidden = false, children }: { title: string; titleHidden?: boolean; children?: ReactNode }) {
  const { ui } = useStores();
  const params = useParams();
  const { t } = useTranslation('common');
  const headingId = useId();
  const entries = Object.entries(params).filter(([name, value]) => name !== '*' && value !== undefined);

  useEffect(() => {
    ui.setScreenTitle(title);
  }, [ui, title]);

  return (
    <section className="sf-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className={titleHidden ? 'sf-visually-hidden' : undefined}>
        {title}
      </h1>
      {entries.length > 0 && !children && (
        <dl className="sf-screen__params" aria-label={t('routeParameters')}>
          {entries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
