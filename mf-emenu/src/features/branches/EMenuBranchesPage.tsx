import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  ApiCallError,
  LoadFailure,
  Loading,
  localizePath,
  localName,
  readAnswer,
  ScreenFrame,
  useStores,
  type ScreenProps,
  EMENU_PATHS,
  type EMenuBranch,
  Link,
  useParams,
} from '@storefront/shared';
import { useEMenuTexts } from '../../texts';

type Branches = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; branches: EMenuBranch[] };

/** `/menu/e/branches/{uuid}`: one QR for several branches; the guest chooses one and opens its e-menu. */
export const EMenuBranchesPage = observer(function EMenuBranchesPage({ title }: ScreenProps) {
  const { t } = useEMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const { uuid = '' } = useParams();
  const [branches, setBranches] = useState<Branches>({ state: 'loading' });

  const load = useCallback(async () => {
    if (!/^[0-9a-f-]{36}$/i.test(uuid)) return setBranches({ state: 'notFound' });
    setBranches({ state: 'loading' });
    try {
      const answer = await readAnswer('emenuBranchesResponseSchema', await root.api.get(EMENU_PATHS.branches(uuid)));
      setBranches(answer.data.length > 0 ? { state: 'ready', branches: answer.data } : { state: 'notFound' });
    } catch (error) {
      setBranches({ state: error instanceof ApiCallError && error.status === 404 ? 'notFound' : 'failed' });
    }
  }, [root.api, uuid]);

  useEffect(() => {
    void load();
  }, [load]);

  const body = () => {
    if (branches.state === 'loading') return <Loading />;
    if (branches.state === 'failed') return <LoadFailure message={t('emenu.failed')} onRetry={() => void load()} />;
    if (branches.state === 'notFound')
      return (
        <div role="alert" className="sf-emenu__missing">
          <p>{t('emenu.notFound')}</p>
          <Link to={localizePath('/', lang)}>{t('emenu.home')}</Link>
        </div>
      );
    return (
      <>
        <p>{t('emenu.chooseBranch')}</p>
        <ul className="sf-emenu-branches">
          {branches.branches.map((branch) => (
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
