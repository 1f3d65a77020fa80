import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { localizePath, ScreenFrame, useNamespace, useStores, Link, useParams } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { NotFound } from './NotFound';
import { loadSanitizer, readySanitizer, type Sanitize } from './sanitizer';

/**
 * DOMPurify loads only with a content page: tenant HTML is sanitized, so no script in it ever runs.
 * A server-rendered first paint loaded it before (on the server and again before hydrating), so
 * the page is the same on both sides from the first render.
 */
const useSanitizer = (): Sanitize | null => {
  const [sanitize, setSanitize] = useState<Sanitize | null>(readySanitizer);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((loaded) => {
      if (live) setSanitize(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return sanitize;
};

/** `/page/{slug}`: a tenant content page; `/page` lists them. */
export const ContentPage = observer(function ContentPage() {
  const { slug } = useParams();
  const { content, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const sanitize = useSanitizer();
  const lang = locale.locale;

  if (content.state === 'idle' || content.state === 'loading' || (slug && !sanitize)) {
    return <p role="status">{t('common:loading')}</p>;
  }
  if (!slug) {
    return (
      <ScreenFrame title={t('screens.page')}>
        <ul className="sf-page-list">
          {content.pages.map((page) => (
            <li key={page.id}>
              <Link to={localizePath(`/page/${page.slug}`, lang)}>{page.title[lang]}</Link>
            </li>
          ))}
        </ul>
      </ScreenFrame>
    );
  }
  const page = content.page(slug);
  if (!page || !sanitize) return <NotFound />;
  return (
    <ScreenFrame title={page.title[lang]}>
      {/* Sanitized by DOMPurify just above: tenant HTML never carries script. */}
      <div className="sf-content" dangerouslySetInnerHTML={{ __html: sanitize(page.content[lang]) }} />
    </ScreenFrame>
  );
});
