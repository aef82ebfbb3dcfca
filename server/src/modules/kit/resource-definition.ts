import type { Lang, ResourceResult, SortOrder, UserType, VersionedRecord } from '@portal/domain';
import type { XlsxCell } from '@portal/domain/src/xlsx';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import type { RuleLabels } from '../../lib/rule-validation';
import type { SearchQuery } from '../../lib/search/search-runner';
import type { JsonSchema } from '../../lib/search/search-schemas';
import type { RowScope } from '../../plugins/route-access';
import type { Principal } from '../user/principal.repository';

/**
 * Who asks and in which entity. Every repository call gets it, so a resource owned by an entity or by a
 * customer/supplier/factory narrows its rows on the server (global reference data ignores it).
 */
export interface ResourceScope {
  user: Principal;
  /** The entity of the request (the entityId header, already checked against the user's entities). */
  entityId: number;
  /** The request's language, for a refusal that explains itself (WriteOutcome's message). */
  lang?: Lang;
}

/** What a write did: the saved record, the current one after a lost race, or a refusal code. */
export type WriteOutcome<Detail> =
  | { result: ResourceResult.Success; data: Detail }
  | { result: ResourceResult.Conflict; current: Detail }
  | {
      result:
        | ResourceResult.NotFound
        | ResourceResult.DuplicateName
        | ResourceResult.DuplicateData
        | ResourceResult.ParentNotFound
        | ResourceResult.InUse;
      /** Set when the code alone does not say enough (which other row a new one overlaps). */
      message?: string;
    };

/** The only code that touches the resource's tables. Writes get a transaction. */
export interface ResourceRepository<Row, Detail extends VersionedRecord, Create, Filter> {
  page(db: Db, query: SearchQuery<Filter>, scope: ResourceScope): Promise<Row[]>;
  /** With `limit`: counts no further than limit + 1 rows (see ResourceDefinition.countCap). */
  count(db: Db, query: SearchQuery<Filter>, scope: ResourceScope, limit?: number): Promise<number>;
  /** null also for a record outside the scope: the caller cannot tell it from a missing one. */
  get(db: Db, id: number, scope: ResourceScope): Promise<Detail | null>;
  /**
   * Without create and update the kit serves no POST/PUT {base}: the resource registers its own saves (a save
   * that is more than the record's rows, e.g. effects sent after commit or refusals by the record's state).
   */
  create?(tx: Db, body: Create, scope: ResourceScope): Promise<WriteOutcome<Detail>>;
  /** Must update only when body.version is the stored version, and bump it. */
  update?(tx: Db, body: Detail, scope: ResourceScope): Promise<WriteOutcome<Detail>>;
  /** Success, NotFound (also outside the scope), or InUse when other records still point to it. */
  remove(tx: Db, id: number, scope: ResourceScope): Promise<ResourceResult>;
}

export interface ExportColumn<Row> {
  header: Record<Lang, string>;
  /** `lang`: the export's language, for cells that are words (a status, a type). */
  value: (row: Row, lang: Lang) => XlsxCell;
  /** Characters. */
  width?: number;
}

export interface ResourcePermissions {
  view: string;
  edit: string;
  delete: string;
  export: string;
}

/**
 * Everything the route factory needs to serve a "summary + edit" resource: paths, permissions, schemas,
 * the export sheet and the repository.
 */
export interface ResourceDefinition<Row, Detail extends VersionedRecord, Create, Filter> {
  /** Lower-case singular ('country'): export file name and OpenAPI tag. */
  name: string;
  /** '/api/Location/country' */
  basePath: string;
  permissions: ResourcePermissions;
  /** Who the resource's routes serve (route-access.ts); the permissions above narrow further. */
  userTypes: readonly UserType[];
  /** Whose rows they are: 'party' when customer, supplier or factory users see only their own. */
  rows: RowScope;
  /** JSON schemas of the resource's own search filters (countryIds...). */
  filters: Record<string, JsonSchema>;
  sortFields: readonly string[];
  defaultSort: SortOrder;
  /** Properties of a summary row (response schema, OpenAPI). */
  rowProperties: Record<string, JsonSchema>;
  /** Properties of the detail (response schema, OpenAPI). */
  detailProperties: Record<string, JsonSchema>;
  createBody: JsonSchema;
  updateBody: JsonSchema;
  exportSheet: { sheetName: Record<Lang, string>; columns: ExportColumn<Row>[] };
  /**
   * For resources that reach a million rows: the summary counts in steps of this many and answers
   * "at least" beyond (SearchResponse.totalIsLowerBound). Absent: exact totals.
   */
  countCap?: number;
  repository: ResourceRepository<Row, Detail, Create, Filter>;
  /**
   * The browser's rule file (packages/domain/validator/{ruleFile}) checked on create and update before the
   * JSON schema, so the server refuses what the form refuses with the same messages.
   */
  ruleFile?: string;
  /** Server-side texts of the rule file's label keys. */
  ruleLabels?: RuleLabels;
  /** Field checks beyond the JSON schema and the rules; empty means valid. */
  validate?: (body: Create | Detail, lang: Lang) => FieldError[] | Promise<FieldError[]>;
}

/** One export column with its English and French headers. */
export const exportColumn = <Row>(
  en: string,
  fr: string,
  value: ExportColumn<Row>['value'],
  width?: number,
): ExportColumn<Row> => ({ header: { en, fr }, value, width });

/** 'yyyy-MM-dd' as a date cell (midnight UTC: the writer stores the calendar day, whatever the zone). */
export const dayCell = (value: string) => new Date(`${value}T00:00:00Z`);
