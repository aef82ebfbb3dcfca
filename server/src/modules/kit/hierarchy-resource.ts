import type { Lang, UserType, VersionedRecord } from '@portal/domain';
import type { XlsxCell } from '@portal/domain/src/xlsx';
import type { RuleLabels } from '../../lib/rule-validation';
import type { JsonSchema } from '../../lib/search/search-schemas';
import type { HierarchyLevel } from './hierarchy-levels';
import { levelRepository } from './hierarchy-repository';
import { levelBodies, levelDetailProperties, levelRowProperties, type TextLimits } from './hierarchy-schemas';
import { exportColumn, type ExportColumn, type ResourceDefinition } from './resource-definition';

/** What the levels of one area share. */
export interface HierarchyArea extends TextLimits {
  ruleLabels: RuleLabels;
  userTypes: readonly UserType[];
  /** The search filters every level takes. */
  filters: Record<string, JsonSchema>;
  /** Width of the ancestors' name columns in the exports. */
  ancestorWidth: number;
}

/** What the resource served for a level declares its own way (the country's fields and codes). */
export interface OwnShapes<Row> {
  filters?: Record<string, JsonSchema>;
  rowProperties?: Record<string, JsonSchema>;
  detailProperties?: Record<string, JsonSchema>;
  createBody?: JsonSchema;
  updateBody?: JsonSchema;
  /** The export's columns before the counts (by default id, name, code and the ancestors' names). */
  leadingColumns?: ExportColumn<Row>[];
}

/** A level's resource: its paths, permissions, rule file, sorts and export sheet. */
export interface LevelResource<Row> {
  /** Lower-case singular ('province'): export file name and OpenAPI tag. */
  name: string;
  basePath: string;
  ruleFile: string;
  /** A permission group of @portal/domain's Permissions (ProvinceSummary). */
  permissions: { View: string; Edit: string; Delete: string; Export: string };
  sortFields: readonly string[];
  sheetName: Record<Lang, string>;
  own?: OwnShapes<Row>;
}

const field = (name: string) => (row: unknown) => (row as Record<string, XlsxCell>)[name] ?? null;

/** Id, name and code, each ancestor's name (nearest first), then the counts. */
function exportColumns<Row>(level: HierarchyLevel, area: HierarchyArea, own: OwnShapes<Row>) {
  const { title, counts = [] } = level.declaration;
  const leading = own.leadingColumns ?? [
    exportColumn<Row>('Id', 'Id', field('id'), 10),
    exportColumn<Row>(title.en, title.fr, field('name'), 30),
    exportColumn<Row>('Code', 'Code', field('code'), 12),
    ...level.ancestors.map(({ key, title: t }) =>
      exportColumn<Row>(t.en, t.fr, field(`${key}Name`), area.ancestorWidth),
    ),
  ];
  return [
    ...leading,
    ...counts.map(({ header, width, field: name }) =>
      exportColumn<Row>(header.en, header.fr, field(name), width),
    ),
  ];
}

/** The resource definition of one level, served by the generic route factory. */
export function levelResource<Row, Detail extends VersionedRecord, Create, Filter extends object>(
  area: HierarchyArea,
  level: HierarchyLevel,
  resource: LevelResource<Row>,
): ResourceDefinition<Row, Detail, Create, Filter> {
  const { own = {}, permissions: group } = resource;
  const bodies = levelBodies(level, area);
  return {
    name: resource.name,
    ruleFile: resource.ruleFile,
    ruleLabels: area.ruleLabels,
    userTypes: area.userTypes,
    rows: 'none',
    basePath: resource.basePath,
    permissions: { view: group.View, edit: group.Edit, delete: group.Delete, export: group.Export },
    filters: own.filters ?? area.filters,
    sortFields: resource.sortFields,
    defaultSort: { field: 'name', direction: 'asc' },
    rowProperties: own.rowProperties ?? levelRowProperties(level),
    detailProperties: own.detailProperties ?? levelDetailProperties(level),
    createBody: own.createBody ?? bodies.create,
    updateBody: own.updateBody ?? bodies.update,
    exportSheet: { sheetName: resource.sheetName, columns: exportColumns(level, area, own) },
    repository: levelRepository(level),
  };
}
