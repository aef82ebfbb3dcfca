import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ReportSectionKind } from '@portal/domain';
import { Button } from '@portal/ui';
import { TemplateCheckFields } from './template-check-fields';
import {
  moveItem,
  newCheck,
  TEMPLATE_SECTION_KINDS,
  type SectionValues,
  type TemplateValues,
} from './template-values';

const PREFIX = 'inspection.reportScreens.template';

const smallButton = 'rounded px-2 py-1 text-sm ring-1 disabled:opacity-40';

/**
 * The template's sections in the report's order, each at most once, and their checks: add, remove and
 * move both. The customer's own checkpoints are not typed here: each report adds them by itself.
 */
export function TemplateSectionsEditor() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
  const kindName = (kind: ReportSectionKind) =>
    intl.formatMessage({ id: `inspection.reportScreens.sectionKind.${kind}` });
  const { values, setFieldValue } = useFormikContext<TemplateValues>();
  const sections = values.sections;
  const setSections = (next: SectionValues[]) => void setFieldValue('sections', next);
  const setChecks = (index: number, checks: SectionValues['checks']) =>
    setSections(sections.map((section, i) => (i === index ? { ...section, checks } : section)));
  const missing = TEMPLATE_SECTION_KINDS.filter((kind) => !sections.some((section) => section.kind === kind));

  return (
    <section aria-label={t('sections')} className="col-span-full flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('sections')}</h2>
      <p className="text-sm text-slate-600">{t('customerCheckpointsHint')}</p>
      {sections.length === 0 ? <p className="text-sm text-red-700">{t('noSections')}</p> : null}
      <ol className="flex flex-col gap-4">
        {sections.map((section, index) => {
          const name = kindName(section.kind);
          return (
            <li
              key={section.kind}
              className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto font-medium text-slate-900">{name}</h3>
                <button
                  type="button"
                  className={`${smallButton} text-slate-700 ring-slate-300`}
                  aria-label={t('section.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => setSections(moveItem(sections, index, index - 1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`${smallButton} text-slate-700 ring-slate-300`}
                  aria-label={t('section.moveDown', { name })}
                  disabled={index === sections.length - 1}
                  onClick={() => setSections(moveItem(sections, index, index + 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`${smallButton} text-red-700 ring-red-200`}
                  onClick={() => setSections(sections.filter((_, i) => i !== index))}
                >
                  {t('section.remove', { name })}
                </button>
              </div>
              {section.checks.length ? (
                <ol className="flex flex-col gap-3">
                  {section.checks.map((_, checkIndex) => (
                    <TemplateCheckFields
                      // Keys change as labels are typed: the position is the stable identity here.
                      key={checkIndex}
                      section={index}
                      index={checkIndex}
                      count={section.checks.length}
                      onMove={(to) => setChecks(index, moveItem(section.checks, checkIndex, to))}
                      onRemove={() =>
                        setChecks(
                          index,
                          section.checks.filter((__, i) => i !== checkIndex),
                        )
                      }
                    />
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-600">{t('section.noChecks')}</p>
              )}
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setChecks(index, [...section.checks, newCheck()])}
                >
                  {t('section.addCheck', { name })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {missing.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">{t('addSection')}</span>
          {missing.map((kind) => (
            <Button
              key={kind}
              type="button"
              variant="secondary"
              onClick={() => setSections([...sections, { kind, checks: [] }])}
            >
              {`+ ${kindName(kind)}`}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
