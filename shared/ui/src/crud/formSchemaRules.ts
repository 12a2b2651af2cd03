import type { RulesProps } from '../arcoCore';
import type { FormSchema } from './crudTypes';

/** The first message the schema has for one field of the whole form, or undefined. */
export function fieldMessage(schema: FormSchema, values: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * Arco rules for one field from the shared form schema, so the dialog says exactly what the server would
 * (the schema sees the whole form: rules that compare fields work too).
 */
export function schemaRules(schema: FormSchema, field: string, allValues: () => Record<string, unknown>): RulesProps[] {
  return [
    {
      validator: (value: unknown, callback: (message?: string) => void) =>
        callback(fieldMessage(schema, { ...allValues(), [field]: value }, field)),
    },
  ];
}
