import type { KeyboardEvent, ReactNode } from 'react';

interface SubFormProps {
  /** Inside another form (the checkout): a labelled group, since forms cannot nest. */
  nested: boolean;
  label?: string | undefined;
  labelledBy?: string | undefined;
  submit: () => Promise<void>;
  children: ReactNode;
}

/**
 * A form that can also live inside another one. Nested, it is a group whose Enter key and save
 * button (`SubFormSubmit`) submit it alone, never the form around it.
 */
export function SubForm({ nested, label, labelledBy, submit, children }: SubFormProps) {
  if (!nested)
    return (
      <form
        className="sf-form sf-card"
        noValidate
        aria-label={label}
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
      </form>
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };
  return (
    // The group only catches Enter bubbling up from its own inputs, which are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div role="group" className="sf-form sf-card" aria-label={label} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** The save button of a `SubForm`. */
export function SubFormSubmit({
  nested,
  submit,
  busy,
  children,
}: {
  nested: boolean;
  submit: () => Promise<void>;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button type={nested ? 'button' : 'submit'} className="sf-button" disabled={busy} onClick={nested ? () => void submit() : undefined}>
      {children}
    </button>
  );
}
