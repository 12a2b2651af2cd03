import type { RulesProps } from '@arco-design/web-react';
import * as rules from '@yjf/domain/accountRules';

/**
 * Arco form rules from the rules of spec section 5 (shared/domain/accountRules.ts), so a form says exactly
 * what the server would.
 */
export const phoneRules: RulesProps[] = [
  { required: true, message: rules.PHONE_REQUIRED },
  { match: rules.PHONE_PATTERN, message: rules.PHONE_MESSAGE },
];
export const smsCodeRules: RulesProps[] = [
  { required: true, message: rules.CODE_REQUIRED },
  { match: rules.SMS_CODE_PATTERN, message: rules.SMS_CODE_MESSAGE },
];
export const passwordRules: RulesProps[] = [{ required: true, message: rules.PASSWORD_REQUIRED }];
export const oldPasswordRules: RulesProps[] = [{ required: true, message: rules.OLD_PASSWORD_REQUIRED }];
export const newPasswordRules: RulesProps[] = [
  { required: true, message: rules.NEW_PASSWORD_REQUIRED },
  { minLength: rules.PASSWORD_MIN, message: rules.PASSWORD_LENGTH_MESSAGE },
  { maxLength: rules.PASSWORD_MAX, message: rules.PASSWORD_LENGTH_MESSAGE },
];
/** The confirmation must equal the field `newPass` of the same form. */
export const confirmPasswordRules = (newPassword: () => string | undefined): RulesProps[] => [
  { required: true, message: rules.CONFIRM_REQUIRED },
  { validator: (value, callback) => callback(value && value !== newPassword() ? rules.CONFIRM_MISMATCH : undefined) },
];
export const nicknameRules: RulesProps[] = [
  { required: true, message: rules.NICKNAME_REQUIRED },
  { maxLength: rules.NAME_MAX },
];
export const realnameRules: RulesProps[] = [
  { required: true, message: rules.REALNAME_REQUIRED },
  { maxLength: rules.NAME_MAX },
];
export const sexRules: RulesProps[] = [{ required: true, message: rules.SEX_REQUIRED }];
export const emailRules: RulesProps[] = [
  { required: true, message: rules.EMAIL_REQUIRED },
  { match: rules.EMAIL_PATTERN, message: rules.EMAIL_MESSAGE },
];
