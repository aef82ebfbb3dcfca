/** Result codes of spec section 8. Where the spec names codes without numbers, ours start at 1 = success. */

export enum ResultCode {
  Success = 1,
  NoDataFound = 2,
  NotFound = 3,
  DuplicateData = 4,
  DuplicateName = 5,
  NameRequired = 6,
}

export enum LoginResult {
  Success = 1,
  LoginEmpty = 2,
  PasswordEmpty = 4,
  LoginNameOrPasswordNotCorrect = 5,
  UserIsDisabled = 6,
  Other = 7,
  LoginBlocked = 8,
}

export enum PasswordResult {
  Success = 1,
  PasswordNotSaved = 2,
  PasswordNotMatch = 3,
  InvalidPassword = 4,
  MatchedWithPreviousPassword = 5,
}

export enum RequestResult {
  Success = 1,
  RequestShouldNotBeEmpty = 2,
  CountrySearchFilterEmpty = 3,
  DataNotFound = 4,
  Failed = 5,
}

export enum AccountSaveResult {
  Success = 1,
  Failure = 2,
  RequestNotCorrectFormat = 3,
  Error = 4,
  NotFound = 5,
  EmailAlreadyExists = 6,
}

export enum TaskListResult {
  Success = 1,
  NotFound = 2,
}

export enum CustomerVerificationResult {
  Success = 1,
  CustomerNotFound = 2,
  TokenRequired = 3,
  TokenNotValid = 4,
  AlreadyVerified = 5,
}

export enum FoundResult {
  Success = 1,
  NotFound = 2,
}

export enum SimpleResult {
  Success = 1,
  Failure = 2,
}

/** Customer save (spec section 8; numbered in the spec's order). */
export enum CustomerSaveResult {
  Success = 1,
  CustomerIsNotSaved = 2,
  CustomerIsNotFound = 3,
  CustomerExists = 4,
  CustomerAddressNotFound = 5,
  DuplicateCustomerNameFound = 6,
  DuplicateGLCodeFound = 7,
  DuplicateEmailFound = 8,
  CustomErrorFound = 9,
  CustomerOneBrandRequired = 10,
  CustomerEntiyNotRemoved = 11,
}

/** Customer buyer and department saves (spec section 8). Success is ours, the spec lists only refusals. */
export enum BuyerDepartmentResult {
  Success = 1,
  NotSaved = 2,
  NotFound = 3,
  Exists = 4,
}
