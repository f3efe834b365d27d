import type { FormEvent, ReactNode } from 'react';
import { useT } from '../i18n/index.ts';

interface PostedFormProps {
  id: string;
  /** Where a plain post (no script) goes; the Tamil page's form asks for its answer in Tamil (`?lang=ta`). */
  action: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The script's submit, which posts the same form itself. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Posts files (multipart). */
  multipart?: boolean;
  hidden?: boolean;
  children: ReactNode;
}

/** A public form that posts without script and, with script, is sent by `onSubmit` instead. */
export function PostedForm({ id, action, labelledBy, onSubmit, multipart, hidden, children }: PostedFormProps) {
  const { lang } = useT();
  return (
    <form
      id={id}
      className="form"
      action={lang === 'en' ? action : `${action}?lang=${lang}`}
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      hidden={hidden}
    >
      {children}
    </form>
  );
}
