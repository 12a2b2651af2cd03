import type { Auth } from '../http/callerAuth';

/**
 * The person a form gives a record in `field` (负责人, 项目经理, 设计师): the one chosen, else, on an add, the user
 * who adds it; an edit may leave it empty. The one chosen is a reference the engine has already checked
 * (`namedRecords.ts`: an enabled user of the company).
 */
export function chosenPerson(
  form: Record<string, unknown>,
  field: string,
  { auth, existing }: { auth: Auth; existing?: unknown },
): number | null {
  return (form[field] as number | null) ?? (existing ? null : auth.user.id);
}
