import {
  CheckSamplingKind,
  isInspectionServiceType,
  ReportSectionKind,
  type CheckSampling,
  type ReportTemplateCheck,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
} from '@portal/domain';

/** One check as the form holds it: `keyEdited` stops the key following the label (never sent). */
export interface CheckValues {
  key: string;
  keyEdited: boolean;
  label: string;
  /** As the contract holds it, so the server's messages on `sampling.value` land beside the field. */
  sampling: CheckSampling;
  mandatory: boolean;
  instructions: string;
}
export interface SectionValues {
  kind: ReportSectionKind;
  checks: CheckValues[];
}
export interface TemplateValues {
  customerId: number | null;
  serviceType: number | null;
  name: string;
  active: boolean;
  sections: SectionValues[];
}

export const CHECK_KEY_MAX = 50;
export const CHECK_LABEL_MAX = 200;
export const CHECK_INSTRUCTIONS_MAX = 2000;
export const TEMPLATE_NAME_MAX = 100;
/** Lower-case letters, digits and '-', as the server checks them. */
export const CHECK_KEY_PATTERN = /^[a-z0-9-]+$/;
/** The customer checkpoints' keys (`cp-{checkpointId}`): a template's own check may not take one. */
export const CHECKPOINT_KEY_PREFIX = 'cp-';

/**
 * The sections a template may hold: every kind but the customer's checkpoints, which each report takes
 * from the customer configuration by itself (the server refuses that section in a template).
 */
export const TEMPLATE_SECTION_KINDS: readonly ReportSectionKind[] = Object.values(ReportSectionKind).filter(
  (value): value is ReportSectionKind =>
    typeof value === 'number' && value !== ReportSectionKind.CustomerCheckpoints,
);

/** The sections every new template starts with: the spec's usual report, in the report's order. */
const STARTING_KINDS = [
  ReportSectionKind.QuantityCheck,
  ReportSectionKind.Packing,
  ReportSectionKind.Marking,
  ReportSectionKind.Workmanship,
];

export const EMPTY_TEMPLATE: TemplateValues = {
  customerId: null,
  serviceType: null,
  name: '',
  active: true,
  sections: STARTING_KINDS.map((kind) => ({ kind, checks: [] })),
};

/** A key from a label: lower case, accents dropped, every other run of characters one '-'. */
export function keyFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CHECK_KEY_MAX)
    .replace(/-+$/, '');
}

/** `base` made unique among `taken` with -2, -3... (a template's keys must differ). */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  const start = !base
    ? 'check'
    : base.startsWith(CHECKPOINT_KEY_PREFIX)
      ? `check-${base}`.slice(0, CHECK_KEY_MAX)
      : base;
  if (!taken.has(start)) return start;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${start.slice(0, CHECK_KEY_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Every key of the template but the one at (section, check). */
export function otherKeys(values: TemplateValues, section: number, check: number): Set<string> {
  const keys = new Set<string>();
  values.sections.forEach((s, i) =>
    s.checks.forEach((c, j) => {
      if (i !== section || j !== check) keys.add(c.key);
    }),
  );
  return keys;
}

export function newCheck(): CheckValues {
  return {
    key: '',
    keyEdited: false,
    label: '',
    sampling: { kind: CheckSamplingKind.Aql, value: null },
    mandatory: false,
    instructions: '',
  };
}

/** The list with the item at `from` moved to `to` (a copy). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

// A stored key stays as it is: reports already answered refer to it.
const toCheckValues = (check: ReportTemplateCheck): CheckValues => ({
  key: check.key,
  keyEdited: true,
  label: check.label,
  sampling: { ...check.sampling },
  mandatory: check.mandatory,
  instructions: check.instructions ?? '',
});

export function toTemplateValues(record: ReportTemplateDetail): TemplateValues {
  return {
    customerId: record.customerId,
    serviceType: record.serviceType,
    name: record.name,
    active: record.active,
    sections: record.sections.map((section) => ({
      kind: section.kind,
      checks: section.checks.map(toCheckValues),
    })),
  };
}

// The rule file and the checks' own rules have refused empty required values before toBody runs.
export function toTemplateBody(values: TemplateValues): ReportTemplateCreate {
  // The select offers the inspection services only: a template is for one of them.
  const serviceType = values.serviceType!;
  if (!isInspectionServiceType(serviceType))
    throw new RangeError(`Not an inspection service: ${serviceType}`);
  return {
    customerId: values.customerId,
    serviceType,
    name: values.name.trim(),
    active: values.active,
    sections: values.sections.map((section) => ({
      kind: section.kind,
      checks: section.checks.map((check) => ({
        key: check.key.trim(),
        label: check.label.trim(),
        sampling: {
          kind: check.sampling.kind,
          value: check.sampling.kind === CheckSamplingKind.Aql ? null : check.sampling.value,
        },
        mandatory: check.mandatory,
        instructions: check.instructions.trim() || null,
      })),
    })),
  };
}
