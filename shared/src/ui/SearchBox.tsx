import './ui-kit.css';
import { useId } from 'react';

/** Search within a list (a menu, an e-menu): a labelled search field and an announced outcome. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  outcome,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** What the search found ("3 dishes", "Nothing matches"), announced; empty while nothing is searched. */
  outcome: string;
}) {
  const id = useId();
  return (
    <div className="sf-search" role="search">
      <label htmlFor={id} className="sf-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="sf-field__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p role="status" className={outcome ? undefined : 'sf-visually-hidden'}>
        {outcome}
      </p>
    </div>
  );
}
