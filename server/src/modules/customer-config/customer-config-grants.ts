import { Permissions, Role, type PermissionName } from '@portal/domain';

/**
 * Who keeps a customer's services, checkpoints, complaints, decision labels and staff assignment (the
 * role seed adds these to its matrix; IT_Team holds everything anyway). docs/customer-config.md explains it.
 */
const P = Permissions;
type Group = Record<'View' | 'Edit' | 'Delete' | 'Export' | 'SaveFilter' | 'DisplayColumns', PermissionName>;
const read = (g: Group): PermissionName[] => [g.View, g.Export, g.SaveFilter, g.DisplayColumns];
const edit = (g: Group): PermissionName[] => [...read(g), g.Edit];
const full = (g: Group): PermissionName[] => [...edit(g), g.Delete];
/** A customer user: its own customer's records, without export. */
const own = (g: Group): PermissionName[] => [g.View, g.SaveFilter, g.DisplayColumns];

const service = P.CustomerServiceSummary;
const checkpoint = P.CustomerCheckpointSummary;
const complaint = P.CustomerComplaintSummary;
const decision = P.CustomerDecisionSummary;
const userConfig = P.CustomerUserConfigSummary;
const ALL: Group[] = [service, checkpoint, complaint, decision, userConfig];

export const CUSTOMER_CONFIG_GRANTS: Partial<Record<Role, PermissionName[]>> = {
  // CS sets up what the customer buys and handles its complaints; CS management also removes.
  [Role.Cs]: [
    ...edit(service),
    ...edit(checkpoint),
    ...edit(decision),
    ...edit(complaint),
    ...read(userConfig),
  ],
  [Role.CSManagement]: ALL.flatMap(full),
  // The key account manager owns the relationship: staff assignment, decisions, complaints.
  [Role.KAM]: [
    ...read(service),
    ...read(checkpoint),
    ...edit(decision),
    ...edit(complaint),
    ...edit(userConfig),
  ],
  // Sales sells the services and names the sales person in charge.
  [Role.SalesTeam]: [
    ...edit(service),
    ...read(checkpoint),
    ...read(decision),
    ...read(complaint),
    ...edit(userConfig),
  ],
  [Role.Management]: ALL.flatMap(read),
  [Role.CEO]: ALL.flatMap(read),
  [Role.Planning]: [...read(service), ...read(checkpoint)],
  [Role.OperationTeamManagement]: [...read(service), ...read(checkpoint), ...read(complaint)],
  // The technical team writes the checks inspectors perform.
  [Role.TechnicalTeam]: [...read(service), ...edit(checkpoint)],
  // A customer user reads its own configuration and logs its own complaints (Edit: create, correct while Open).
  [Role.Customer]: [
    ...own(service),
    ...own(checkpoint),
    ...own(decision),
    ...own(userConfig),
    ...own(complaint),
    complaint.Edit,
  ],
};
