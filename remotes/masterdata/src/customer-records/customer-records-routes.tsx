import { CUSTOMER_RECORD_SCREENS, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CodedEdit, CodedSummary, type CodedKind } from './coded-screens';
import { CollectionEdit, CollectionSummary } from './collection-screens';
import { ContactGroupEdit, ContactGroupSummary } from './contact-group-screens';
import { ContactEdit, ContactSummary } from './contact-screens';

const S = CUSTOMER_RECORD_SCREENS;
const title = (kind: string, screen: 'summary' | 'edit') =>
  `masterdata.customerRecords.${kind}.${screen}.title`;

function codedRoutes(kind: CodedKind): RemoteRoute[] {
  const view =
    kind === 'department'
      ? Permissions.CustomerDepartmentSummary.View
      : Permissions.CustomerBuyerSummary.View;
  // Keyed by kind, so moving from a department to a buyer screen starts afresh.
  const Summary = () => <CodedSummary key={kind} kind={kind} />;
  const Edit = () => <CodedEdit key={kind} kind={kind} />;
  return [
    { path: S[kind].summary, permission: view, titleId: title(kind, 'summary'), component: Summary },
    { path: `${S[kind].edit}/:id?`, permission: view, titleId: title(kind, 'edit'), component: Edit },
  ];
}

/** Customer > Contacts & Buyers: contacts, contact groups, departments, buyers and collections. */
export const customerRecordRoutes: RemoteRoute[] = [
  {
    // The spec's cuscontactsearch/customer-contact-summary/{id}: id is the customer.
    path: `${S.contact.summary}/:id?`,
    permission: Permissions.CustomerContactSummary.View,
    titleId: title('contact', 'summary'),
    component: ContactSummary,
  },
  {
    path: `${S.contact.edit}/:id?`,
    permission: Permissions.CustomerContactSummary.View,
    titleId: title('contact', 'edit'),
    component: ContactEdit,
  },
  {
    path: S.contactGroup.summary,
    permission: Permissions.CustomerContactGroupSummary.View,
    titleId: title('contactGroup', 'summary'),
    component: ContactGroupSummary,
  },
  {
    path: `${S.contactGroup.edit}/:id?`,
    permission: Permissions.CustomerContactGroupSummary.View,
    titleId: title('contactGroup', 'edit'),
    component: ContactGroupEdit,
  },
  ...codedRoutes('department'),
  ...codedRoutes('buyer'),
  {
    path: S.collection.summary,
    permission: Permissions.CustomerCollectionSummary.View,
    titleId: title('collection', 'summary'),
    component: CollectionSummary,
  },
  {
    path: `${S.collection.edit}/:id?`,
    permission: Permissions.CustomerCollectionSummary.View,
    titleId: title('collection', 'edit'),
    component: CollectionEdit,
  },
];
