/**
 * Paths of the user account, password reset, outbox and profile calls (spec section 7, "User accounts"
 * and "Authentication"). The spec's spelling is kept; paths marked "ours" are not in the spec.
 */
export const USER_ACCOUNT_API = {
  /** GET: the edit lookups (roles, entities, services, user types, profiles). POST: the search. */
  base: 'api/UserAccount',
  fbToken: 'api/UserAccount/getTokentoFB',
  edit: 'api/UserAccount/edit',
  /** POST creates, PUT updates (the body has its id and version). */
  save: 'api/UserAccount/save',
  /** DELETE {id}. */
  remove: 'api/UserAccount',
  roleExists: 'api/UserAccount/loggedUserRoleExists',
  userName: 'api/UserAccount/getUserName',
  saveUser: 'api/UserAccount/save-user',
  userDetail: 'api/UserAccount/user-detail',
  userDataSource: 'api/UserAccount/getuserdatasource',
  hrStaffDataSource: 'api/UserAccount/GetHrStaffDataSource',
  forgotPassword: 'api/UserAccount/forgotpassword',
  /** Ours: the admin's "send reset link" (POST {id}). */
  sendResetLink: 'api/UserAccount/send-reset-link',
  /** Ours: the server's streamed xlsx of the search. */
  export: 'api/UserAccount/export',
  /** Ours: POST search, GET {id} one message. */
  outbox: 'api/UserAccount/email-outbox',
} as const;

export const PASSWORD_RESET_API = {
  resetPassword: 'api/User/ResetPassword',
  isLinkExpired: 'api/User/IsResetPasswordEmailLinkExpired',
} as const;

export const USER_PROFILE_API = {
  /** POST: save one's own details. GET {id}: a profile. */
  base: 'api/UserProfile',
  /** Ours: POST multipart, one's own photo. */
  photoUpload: 'api/UserProfile/uphoto',
  /** The header's photo of a user (GET {id}). */
  photo: 'api/UserProfile/photo',
} as const;
