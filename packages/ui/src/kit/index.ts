export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type TableSort,
  type TableSortDirection,
} from './data-table';
export { Pager, pageCount, type PagerProps } from './pager';
export { ColumnChooser, type ChoosableColumn, type ColumnChooserProps } from './column-chooser';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { PromptDialog, type PromptDialogProps } from './prompt-dialog';
export { ChoiceDialog, type ChoiceDialogProps, type DialogChoice } from './choice-dialog';
export { rowWindow, ROW_WINDOW_OVERSCAN, type RowWindow } from './row-window';
export { SavedFiltersMenu, type SavedFilterEntry, type SavedFiltersMenuProps } from './saved-filters-menu';
export { downloadBlob } from './download';
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './action-menu';
export { ApprovalPanel, type ApprovalPanelProps, type ApprovalPanelTexts } from './approval-panel';
export { UploadButton, type UploadButtonProps } from './upload-button';
export {
  FileList,
  fileSize,
  type FileListProps,
  type FileListTexts,
  type ListedFile,
  type UploadOutcome,
} from './file-list';
export { WorkItemPanel, type WorkItemPanelProps, type WorkItemPanelTexts } from './work-item-panel';
export { WorkItemRow, type WorkItemLink, type WorkItemRowProps } from './work-item-row';
export { useWorkItemList, type WorkItemListSource, type WorkItemListState } from './use-work-item-list';
export { CascadingSelects, type CascadeLevel, type CascadingSelectsProps } from './cascading-selects';
