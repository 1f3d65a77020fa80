import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { localizePath, useStores, type Branch, useNavigate } from '@storefront/shared';
import { SelectField } from '@storefront/shared/forms';
import { useMenuTexts } from '../../texts';
import { tableCodeOf } from './table-code-store';

/**
 * Dine-in without scanning: the branch, then the table code printed on the table ("T5"), open that table's
 * session menu (a session id from the QR link works too).
 */
export const TableCodeForm = observer(function TableCodeForm({ branches, branchId }: { branches: Branch[]; branchId: number | null }) {
  const { t } = useMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const navigate = useNavigate();
  const id = useId();
  const only = branches.length === 1 ? branches[0]!.id : null;
  const [branch, setBranch] = useState<string>(String(branchId ?? only ?? ''));
  const [code, setCode] = useState('');
  const store = tableCodeOf(root);
  // Leaving the form cancels its lookup and forgets what it said.
  useEffect(() => () => store.leave(), [store]);
  const { problem, looking } = store;
  const codeProblem = problem && problem !== 'choose_branch' ? problem : null;
  return (
    <form
      className="sf-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.find(code, branch ? Number(branch) : null).then((found) => {
          if (found) navigate(localizePath(`/menu/dine_in/session/${found}`, lang));
        });
      }}
    >
      <h2>{t('branchSelect.dineIn.heading')}</h2>
      <p id={`${id}-hint`}>{t('branchSelect.dineIn.hint')}</p>
      {branches.length > 1 && (
        <SelectField
          label={t('branchSelect.dineIn.branch')}
          value={branch}
          error={problem === 'choose_branch' ? t('branchSelect.dineIn.chooseBranch') : undefined}
          onChange={(event) => {
            setBranch(event.target.value);
            store.edited();
          }}
        >
          <option value="">{t('branchSelect.dineIn.chooseBranch')}</option>
          {branches.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.names[lang]}
            </option>
          ))}
        </SelectField>
      )}
      <div className="sf-field">
        <label className="sf-field__label" htmlFor={id}>
          {t('branchSelect.dineIn.code')}
        </label>
        <input
          id={id}
          className="sf-field__input"
          dir="ltr"
          autoComplete="off"
          value={code}
          aria-invalid={codeProblem ? true : undefined}
          aria-describedby={`${id}-hint${codeProblem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setCode(event.target.value);
            store.edited();
          }}
        />
        {codeProblem && (
          <p id={`${id}-error`} role="alert" className="sf-field__error">
            {t(`branchSelect.dineIn.problems.${codeProblem}`)}
          </p>
        )}
      </div>
      <button type="submit" className="sf-button" disabled={looking}>
        {t('branchSelect.dineIn.open')}
      </button>
    </form>
  );
});
