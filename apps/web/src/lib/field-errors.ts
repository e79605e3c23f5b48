import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The server's message for each of `names` that its error named (the server runs the same
 * contract, so its field paths are the form's field names); {} when it named none of them.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  names: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const name of names) {
    const message = error.fields[name];
    if (message) found[name] = message;
  }
  return found;
}

/**
 * Shows the server's per-field messages under a react-hook-form form's fields, the first one
 * focused. False when the error named none of them, so the form shows its general message.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  names: readonly FieldPath<T>[],
): boolean {
  const entries = Object.entries(serverFieldErrors(error, names)) as [FieldPath<T>, string][];
  entries.forEach(([name, message], index) => {
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
