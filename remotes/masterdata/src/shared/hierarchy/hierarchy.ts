import type { ResourceResult } from '@portal/domain';
import type { SelectDataSource } from '@portal/ui';

/**
 * Reference data in levels (country > province > city..., category > sub-category...): every record below
 * the top belongs to one record of the level above. An area declares the levels a record can hang under
 * and one screen per level; the summary, edit screen, pickers and routes here serve them all.
 */

/** A level a record can hang under, and its picker. */
export interface ParentLevel<Api> {
  /** As a screen's `parent` and the pickers' `down` name it ('province', 'productSubCategory'). */
  name: string;
  /** Its id on the records below ('provinceId'); with an s, a search form's filter and a datasource's. */
  idField: string;
  /** Message id of its picker in a search form, where several may be picked. */
  filterLabel: string;
  dataSource(api: Api): SelectDataSource;
}

export interface Hierarchy<Api> {
  /** The levels a record can hang under, from the top. */
  levels: readonly ParentLevel<Api>[];
  /** The area's typed API clients, keyed by resource (api.province.search...). */
  useApi(): Api;
  /**
   * Message id prefix of the fields ('masterdata.geography.field.'): name, code, id, the counts, and each
   * level by its id field without Id (an edit form's picker, a parent's column).
   */
  fieldTitles: string;
}

/** What the summary and edit screens of one level need beyond the hierarchy. */
export interface LevelScreen {
  /** The API client's key; the titles are `masterdata.${resource}.summary.title`, .edit, .new. */
  resource: string;
  /** The level the record hangs under (null at the top); the record saves its `idField`. */
  parent: string | null;
  /** Summary columns after name and code: the parents' names, nearest first. */
  relationColumns: string[];
  /** Summary columns after the parents' names. */
  countColumns: string[];
  permissions: Record<'View' | 'Edit' | 'Delete' | 'Export' | 'SaveFilter' | 'DisplayColumns', string>;
  paths: { summary: string; edit: string };
  screenKey: string;
  exportName: string;
  ruleFile: string;
  /** The edit screen's texts of refused saves. */
  resultMessages: Partial<Record<ResourceResult, string>>;
}

/** Form field of a level: countryId in an edit form, countryIds in a search form. */
export const fieldOf = (level: ParentLevel<unknown>, multiple: boolean) =>
  `${level.idField}${multiple ? 's' : ''}`;

/** Levels from the top down to `name`, inclusive (none for null). */
export function levelsDownTo<Api>(hierarchy: Hierarchy<Api>, name: string | null): ParentLevel<Api>[] {
  if (!name) return [];
  const names = hierarchy.levels.map((level) => level.name);
  return hierarchy.levels.slice(0, names.indexOf(name) + 1);
}

/** A level's name on the rows below it ('productSubCategory2Name'). */
export const nameFieldOf = (level: ParentLevel<unknown>) => level.idField.replace(/Id$/, 'Name');

/** The names of `parent` and the levels above it, nearest first: a summary's relation columns. */
export const parentNameColumns = <Api>(hierarchy: Hierarchy<Api>, parent: string | null) =>
  levelsDownTo(hierarchy, parent).reverse().map(nameFieldOf);
