import { useIntl } from 'react-intl';
import { LANGS, toLang } from '@portal/domain';
import { useI18nStore } from '@portal/shell-contract';

export function LanguageSwitch() {
  const intl = useIntl();
  const lang = useI18nStore((state) => state.lang);
  const setLang = useI18nStore((state) => state.setLang);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{intl.formatMessage({ id: 'header.language' })}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        value={lang}
        onChange={(event) => setLang(toLang(event.target.value))}
        aria-label={intl.formatMessage({ id: 'header.language' })}
      >
        {LANGS.map((code) => (
          <option key={code} value={code}>
            {intl.formatMessage({ id: `lang.${code}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
