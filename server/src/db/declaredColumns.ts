import { boolean, integer, smallint, timestamp, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { Field, ResourceDeclaration } from '@yjf/domain/resourceFields';

/**
 * The table columns of a declaration's own fields, so a field's length and whether it may be empty are said once.
 * A field stored otherwise (a reference with its foreign key, money in a wider type) is given by name in
 * `overrides`. `schemaMigrations.test.ts` holds the result to the migrations.
 *
 * | kind                  | column                                                          |
 * |-----------------------|-----------------------------------------------------------------|
 * | text, textarea        | varchar(max), not null; '' by default unless required           |
 * | phone                 | varchar(11), not null                                           |
 * | dict, options         | smallint; not null when required                                |
 * | ref                   | integer; not null when required (the reference: an override)   |
 * | dateTime              | timestamp with time zone; not null when required                |
 * | money                 | integer fen, not null, 0 by default                             |
 * | enabled               | boolean, not null, true by default                              |
 * | integer               | integer, not null; its `fallback` by default                    |
 *
 * @example pgTable('customers', { ...recordColumns(), ...declaredColumns(customerDeclaration, { ownerId: ... }) })
 */
export function declaredColumns<
  D extends ResourceDeclaration,
  O extends Partial<Record<OwnKeys<D>, PgColumnBuilderBase>> = Record<never, never>,
>(declaration: D, overrides: O = {} as O): { [K in OwnKeys<D>]: K extends keyof O ? O[K] : ColumnOf<D['fields'][K]> } {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (field.source !== 'own') continue;
    columns[key] = (overrides as Record<string, PgColumnBuilderBase>)[key] ?? columnOf(field);
  }
  return columns as never;
}

/** The fields stored in the record's own table. */
export type OwnKeys<D extends ResourceDeclaration> = {
  [K in keyof D['fields']]: D['fields'][K] extends { source: 'joined' | 'record' | 'computed' | 'linked' } ? never : K;
}[keyof D['fields']] &
  string;

const requiredText = (max: number) => varchar({ length: max }).notNull();
const optionalText = (max: number) => varchar({ length: max }).notNull().default('');
const requiredCode = () => smallint().notNull();
const optionalCode = () => smallint();
const requiredId = () => integer().notNull();
const optionalId = () => integer();
const requiredMoment = () => timestamp({ withTimezone: true }).notNull();
const optionalMoment = () => timestamp({ withTimezone: true });
const moneyFen = () => integer().notNull().default(0);
const enabledFlag = () => boolean().notNull().default(true);
const wholeNumber = () => integer().notNull();
/** An integer column with its field's `fallback` as its default. */
const wholeNumberOrFallback = (fallback: number) => integer().notNull().default(fallback);

type ColumnOf<F> = F extends { kind: 'text' | 'textarea'; required: true }
  ? ReturnType<typeof requiredText>
  : F extends { kind: 'text' | 'textarea' }
    ? ReturnType<typeof optionalText>
    : F extends { kind: 'phone' }
      ? ReturnType<typeof requiredText>
      : F extends { kind: 'dict' | 'options'; required: true }
        ? ReturnType<typeof requiredCode>
        : F extends { kind: 'dict' | 'options' }
          ? ReturnType<typeof optionalCode>
          : F extends { kind: 'ref'; required: true }
            ? ReturnType<typeof requiredId>
            : F extends { kind: 'ref' }
              ? ReturnType<typeof optionalId>
              : F extends { kind: 'dateTime'; required: true }
                ? ReturnType<typeof requiredMoment>
                : F extends { kind: 'dateTime' }
                  ? ReturnType<typeof optionalMoment>
                  : F extends { kind: 'money' }
                    ? ReturnType<typeof moneyFen>
                    : F extends { kind: 'enabled' }
                      ? ReturnType<typeof enabledFlag>
                      : F extends { kind: 'integer'; fallback: number }
                        ? ReturnType<typeof wholeNumberOrFallback>
                        : F extends { kind: 'integer' }
                          ? ReturnType<typeof wholeNumber>
                          : never;

function columnOf(field: Field): PgColumnBuilderBase {
  const { required } = field;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return required ? requiredText(field.max!) : optionalText(field.max!);
    case 'phone':
      return requiredText(11);
    case 'dict':
    case 'options':
      return required ? requiredCode() : optionalCode();
    case 'ref':
      return required ? requiredId() : optionalId();
    case 'dateTime':
      return required ? requiredMoment() : optionalMoment();
    case 'money':
      return moneyFen();
    case 'enabled':
      return enabledFlag();
    case 'integer':
      return field.fallback === undefined ? wholeNumber() : wholeNumberOrFallback(field.fallback);
    default:
      throw new Error(`a ${field.kind} field (${field.label}) has no column of its own: give it in the overrides`);
  }
}
