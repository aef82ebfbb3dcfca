/** @databases postgres */
import {
  CustomerContactType as C,
  CustomerStaffRole as R,
  EmailSendCode,
  EmailType,
  ServiceType,
} from '@portal/domain';
import { chooseEmailRule, resolveEmailRule, type ContactAddress, type EmailRule } from './email-rule';

const CUSTOMER = 7;
const target = {
  customerId: CUSTOMER,
  serviceType: ServiceType.FinalInspection,
  emailType: EmailType.ReportSend,
};

let nextId = 1;
const rule = (over: Partial<EmailRule> = {}): EmailRule => ({
  id: nextId++,
  customerId: null,
  serviceType: null,
  emailType: EmailType.ReportSend,
  subjectTemplate: 'Report {bookingNo}',
  bodyTemplate: 'Dear customer',
  recipientContactTypes: [C.Report],
  ccRoles: [],
  ccAddresses: null,
  active: true,
  ...over,
});
const contact = (email: string | null, types: C[], isActive = true): ContactAddress => ({
  email,
  contactTypeIds: types,
  isActive,
});
const CONTACTS = [
  contact('buyer@northwind.example', [C.Report, C.Booking]),
  contact('qa@northwind.example', [C.Inspection]),
  contact('gone@northwind.example', [C.Report], false),
  contact(null, [C.Report]),
];

describe('chooseEmailRule: the most specific tier wins', () => {
  const anyAny = rule();
  const anyService = rule({ serviceType: ServiceType.FinalInspection });
  const customerAny = rule({ customerId: CUSTOMER });
  const customerService = rule({ customerId: CUSTOMER, serviceType: ServiceType.FinalInspection });

  it('takes customer+service over customer+any over any+service over any+any', () => {
    const all = [anyAny, anyService, customerAny, customerService];
    expect(chooseEmailRule(all, target)).toEqual({ kind: 'found', rule: customerService });
    expect(chooseEmailRule([anyAny, anyService, customerAny], target)).toEqual({
      kind: 'found',
      rule: customerAny,
    });
    expect(chooseEmailRule([anyAny, anyService], target)).toEqual({ kind: 'found', rule: anyService });
    expect(chooseEmailRule([anyAny], target)).toEqual({ kind: 'found', rule: anyAny });
  });

  it('ignores inactive rules, other email types, other customers and other service types', () => {
    const rules = [
      rule({ active: false }),
      rule({ emailType: EmailType.CertificateSend }),
      rule({ customerId: CUSTOMER + 1 }),
      rule({ serviceType: ServiceType.ContainerLoading }),
    ];
    expect(chooseEmailRule(rules, target)).toEqual({ kind: 'none' });
  });

  it('finds several rules in the winning tier only: a less specific duplicate does not matter', () => {
    const twin = rule({ customerId: CUSTOMER });
    const other = rule({ customerId: CUSTOMER });
    expect(chooseEmailRule([twin, other, anyAny], target)).toEqual({
      kind: 'multiple',
      ruleIds: [twin.id, other.id],
    });
    expect(chooseEmailRule([customerService, rule(), rule()], target)).toEqual({
      kind: 'found',
      rule: customerService,
    });
  });
});

describe('resolveEmailRule: every gap in the spec’s order', () => {
  const staff = { [R.Cs]: 'cs@portal.example', [R.Kam]: null };
  const resolve = (rules: EmailRule[], contacts = CONTACTS) =>
    resolveEmailRule(rules, target, contacts, staff).code;

  it('answers each code', () => {
    expect(resolve([])).toBe(EmailSendCode.NoEmailConfiguration);
    expect(resolve([rule(), rule()])).toBe(EmailSendCode.MultipleRuleFound);
    expect(resolve([rule({ subjectTemplate: '  ' })])).toBe(EmailSendCode.NoEmailSubjectConfiguration);
    expect(resolve([rule({ bodyTemplate: '' })])).toBe(EmailSendCode.NoEmailBodyConfiguration);
    expect(resolve([rule({ ccRoles: [R.Kam] })])).toBe(EmailSendCode.NoRoleConfiguration);
    expect(resolve([rule({ ccRoles: [R.Sales] })])).toBe(EmailSendCode.NoRoleConfiguration);
    expect(resolve([rule({ recipientContactTypes: [C.Audit] })])).toBe(
      EmailSendCode.NoEmailRecipientsConfiguration,
    );
    // Only an inactive contact and one without address have the type: nobody to write to.
    expect(resolve([rule()], [CONTACTS[2]!, CONTACTS[3]!])).toBe(
      EmailSendCode.NoEmailRecipientsConfiguration,
    );
    expect(resolve([rule({ subjectTemplate: '', bodyTemplate: '' })])).toBe(
      EmailSendCode.NoEmailSubjectConfiguration,
    );
  });

  it('gives the recipients by contact type and the copies by role and address, each once', () => {
    const outcome = resolveEmailRule(
      [
        rule({
          recipientContactTypes: [C.Report, C.Inspection],
          ccRoles: [R.Cs],
          ccAddresses: 'CS@portal.example, Buyer@Northwind.example;boss@northwind.example',
        }),
      ],
      target,
      CONTACTS,
      staff,
    );
    expect(outcome).toEqual({
      code: EmailSendCode.Success,
      rule: expect.objectContaining({ ccRoles: [R.Cs] }),
      addresses: {
        to: ['buyer@northwind.example', 'qa@northwind.example'],
        cc: ['cs@portal.example', 'boss@northwind.example'],
      },
    });
  });
});
