import type { SummaryPermissions } from './summary-page';

/** A screen's permission group as packages/domain names it (`CountrySummary`: View, Edit, Export...). */
export interface ScreenPermissionGroup {
  Edit?: string;
  Delete?: string;
  Export?: string;
  SaveFilter?: string;
  DisplayColumns?: string;
}

/** The summary controls a group's permissions open: New (Edit), Export, saved filters, columns. */
export function summaryPermissions(group: ScreenPermissionGroup): SummaryPermissions {
  return {
    create: group.Edit,
    export: group.Export,
    saveFilter: group.SaveFilter,
    displayColumns: group.DisplayColumns,
  };
}

/** The edit controls a group's permissions open: Save (Edit) and Delete. */
export function editPermissions(group: ScreenPermissionGroup): { edit?: string; delete?: string } {
  return { edit: group.Edit, delete: group.Delete };
}
