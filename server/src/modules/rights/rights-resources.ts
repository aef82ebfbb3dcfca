import {
  Permissions,
  RIGHT_SORT_FIELDS,
  RIGHTS_API,
  type RightCreate,
  type RightDetail,
  type RightFilter,
  type RightRow,
} from '@portal/domain';
import { RIGHT_FILTERS, rightCreateBody, rightUpdateBody } from '@portal/domain/src/schemas';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { rightRepository } from './right.repository';
import { RIGHTS_RULE_LABELS } from './rights-messages';
import { rightDetailProperties, rightRowProperties } from './rights.schemas';
import { INTERNAL } from '../../plugins/route-access';

const P = Permissions.RightsAdmin;

const col = (
  en: string,
  fr: string,
  value: ExportColumn<RightRow>['value'],
  width?: number,
): ExportColumn<RightRow> => ({ header: { en, fr }, value, width });

/** The menu rights, served by the kit's route factory under /api/Rights/right. */
export const rightResource: ResourceDefinition<RightRow, RightDetail, RightCreate, Partial<RightFilter>> = {
  name: 'right',
  ruleFile: 'right.json',
  ruleLabels: RIGHTS_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: `/${RIGHTS_API.right}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  filters: RIGHT_FILTERS,
  sortFields: RIGHT_SORT_FIELDS,
  defaultSort: { field: 'tree', direction: 'asc' },
  rowProperties: rightRowProperties,
  detailProperties: rightDetailProperties,
  createBody: rightCreateBody,
  updateBody: rightUpdateBody,
  exportSheet: {
    sheetName: { en: 'Rights', fr: 'Droits' },
    columns: [
      col('Id', 'Id', (row) => row.id, 8),
      col('Right type', 'Type de droit', (row) => row.rightTypeName, 16),
      col('Menu name', 'Nom dans le menu', (row) => `${'  '.repeat(row.depth)}${row.menuName}`, 36),
      col('Title', 'Titre', (row) => row.titleName, 30),
      col('Path', 'Chemin', (row) => row.path, 36),
      col('Ranking', 'Rang', (row) => row.ranking, 8),
      col('Permission', 'Permission', (row) => row.permission, 30),
      col('Roles', 'Rôles', (row) => row.roleCount, 8),
    ],
  },
  repository: rightRepository,
};
