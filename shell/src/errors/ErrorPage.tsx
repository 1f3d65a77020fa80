import { Component, type ReactNode } from 'react';
import { localizePath, ScreenFrame, useTranslation } from '@storefront/shared';

/** The error page: what happened, and a way back home. */
export function ErrorPage() {
  const { t, i18n } = useTranslation('common');
  return (
    <ScreenFrame title={t('errorPage.title')}>
      <p>
        <a href={localizePath('/', i18n.language === 'en' ? 'en' : 'ar')}>{t('goHome')}</a>
      </p>
    </ScreenFrame>
  );
}

/** When even the error page fails: plain text in both languages and a link home. */
export function ErrorPageFallback() {
  return (
    <div role="alert" className="sf-error-fallback">
      <p lang="en">An error occurred while showing the error page</p>
      <p lang="ar">حدث خطأ أثناء عرض صفحة الخطأ</p>
      <a href="/">Home · الرئيسية</a>
    </div>
  );
}

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Catches what the frame throws: the error page, and if that throws too, the plain fallback. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      fallback={
        <Boundary fallback={<ErrorPageFallback />}>
          <ErrorPage />
        </Boundary>
      }
    >
      {children}
    </Boundary>
  );
}
