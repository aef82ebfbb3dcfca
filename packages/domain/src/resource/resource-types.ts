import { ResultCode } from '../result-codes';

/**
 * The edit-screen contract of every "summary + edit" resource: get, create (POST), update (PUT with the
 * version the screen loaded), delete. Business outcomes answer 200 with a result code; a lost race answers
 * 409 with the record as it is now, so the screen can show the conflict and keep the user's input.
 */
export enum ResourceResult {
  Success = ResultCode.Success,
  NotFound = ResultCode.NotFound,
  DuplicateData = ResultCode.DuplicateData,
  DuplicateName = ResultCode.DuplicateName,
  NameRequired = ResultCode.NameRequired,
  /** Not among the spec's generic codes: the record is still referenced (a province with cities). */
  InUse = 7,
  /** Not among the spec's generic codes: saved by someone else since it was loaded (HTTP 409). */
  Conflict = 8,
  /** Not among the spec's generic codes: the server refused the input (HTTP 400, see errors). */
  Invalid = 9,
  /** Not among the spec's generic codes: a parent the record points to does not exist. */
  ParentNotFound = 10,
  /**
   * Not among the spec's generic codes: this record's own rules refuse this caller (HTTP 403 with a
   * message and the RECORD_REFUSAL_HEADER), e.g. a supplier cancelling where the entity forbids it. Unlike a
   * missing permission, it does not send the user to /forbidden: the screen shows the message.
   */
  Forbidden = 11,
}

/** Marks a 403 that refuses one action on one record (see ResourceResult.Forbidden). */
export const RECORD_REFUSAL_HEADER = 'x-record-refusal';

/** Message key of the 409 answer (translated by the browser's kit messages; the server adds `message`). */
export const CONFLICT_MESSAGE_KEY = 'kit.conflict';

/** Every editable record carries the version it was read at; an update must send it back. */
export interface VersionedRecord {
  id: number;
  /** Starts at 1, bumped by every update. */
  version: number;
}

export interface FieldMessage {
  field: string;
  message: string;
}

export interface GetResponse<Detail> {
  result: ResourceResult;
  data?: Detail;
}

export interface SaveResponse<Detail> {
  result: ResourceResult;
  /** Success: the record as saved (with its new id and version). */
  data?: Detail;
  /** Conflict: the record as it is now on the server. */
  current?: Detail;
  /** Conflict (kit.conflict) and Invalid: what went wrong. */
  messageKey?: string;
  message?: string;
  /** Invalid: one message per refused field. */
  errors?: FieldMessage[];
}

export interface DeleteResponse {
  result: ResourceResult;
}

/** Create body: the detail without what the server assigns. */
export type CreateBody<Detail extends VersionedRecord> = Omit<Detail, 'id' | 'version'>;
