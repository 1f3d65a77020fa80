import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { localizePath, ScreenFrame, useNamespace, useStores, Link, useParams } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { NotFound } from './NotFound';

type Sanitize = (html: string) => string;

/** DOMPurify loads only with a content page: tenant HTML is sanitized, so no script in it ever runs. */
const useSanitizer = (): Sanitize | null => {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      if (live) setSanitize(() => (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } }));
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
