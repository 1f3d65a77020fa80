import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  LoadFailure,
  Loading,
  localizePath,
  localName,
  ScreenFrame,
  useStores,
  type ScreenProps,
  Link,
  useParams,
} from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import { emenuBranchesOf } from './emenu-branches-store';

/** `/menu/e/branches/{uuid}`: one QR for several branches; the guest chooses one and opens its e-menu. */
export const EMenuBranchesPage = observer(function EMenuBranchesPage({ title }: ScreenProps) {
  const { t } = useEMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const { uuid = '' } = useParams();
  const branches = emenuBranchesOf(root);
  // A QR id that cannot be one is not found without asking the api.
  const known = /^[0-9a-f-]{36}$/i.test(uuid);
  useEffect(() => {
    if (!known) return;
    void branches.load(uuid);
    return () => branches.cancel();
  }, [branches, known, uuid]);

  const body = () => {
    if (!known || branches.state === 'notFound')
      return (
        <div role="alert" className="sf-emenu__missing">
          <p>{t('emenu.notFound')}</p>
          <Link to={localizePath('/', lang)}>{t('emenu.home')}</Link>
        </div>
      );
    if (branches.state === 'failed') return <LoadFailure message={t('emenu.failed')} onRetry={() => void branches.reload()} />;
    if (!branches.value) return <Loading />;
    return (
      <>
        <p>{t('emenu.chooseBranch')}</p>
        <ul className="sf-emenu-branches">
          {branches.value.map((branch) => (
            <li key={branch.uuid}>
              <Link className="sf-card" to={localizePath(`/menu/e/branch/${branch.uuid}`, lang)}>
                <strong>{localName(branch, lang)}</strong>
                {branch.address[lang] && <span>{branch.address[lang]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  };
  return <ScreenFrame title={title}>{body()}</ScreenFrame>;
});
