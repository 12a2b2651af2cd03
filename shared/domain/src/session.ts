/** The role every user holds whose role list is empty (spec section 6). */
export const ROLE_SYSTEM_DEFAULT = 'ROLE_SYSTEM_DEFAULT';
/** The platform company: it sells the plans and does not buy them. */
export const PLATFORM_COMPANY_ID = 1;

/** The signed-in user (spec section 3, "Session user"). */
export type SessionUser = {
  userid: number;
  /** The phone number. */
  username: string;
  companyid: number;
  companyname: string;
  /** 1 trial, 2 paying member. */
  vip: number;
  avatar: string;
  /** Permission strings of the user's roles; `admin` for administrators; never empty. */
  roles: string[];
  id: number;
  nickName: string;
  realname: string;
  /** 1 male, 2 female. */
  sex: number;
  email: string;
  phone: string;
};

/** `POST /auth/login`. `URL` is the external portal the 'back to home' link opens. */
export type LoginResult = { token: string; logo: string; user: SessionUser; URL: string };
/** `GET /auth/info`. */
export type MeInfo = { user: SessionUser; logo: string; URL: string };

/** The roles a user holds: an empty list means `ROLE_SYSTEM_DEFAULT`. */
export function effectiveRoles(roles: readonly string[]): string[] {
  return roles.length ? [...roles] : [ROLE_SYSTEM_DEFAULT];
}
