import { useIntl } from 'react-intl';
import type { PoImportRowError } from '@portal/domain';
import { rowMessage } from './import-messages';

/** The refused rows the job kept: the sheet's row number and each of its messages, translated. */
export function ImportErrorsTable({ errors }: { errors: PoImportRowError[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="max-h-[28rem] overflow-auto rounded-md ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('inspection.poImport.errors.caption')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="w-24 px-3 py-2 font-medium">
              {t('inspection.poImport.errors.row')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('inspection.poImport.errors.messages')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {errors.map((error) => (
            <tr key={error.row}>
              <td className="px-3 py-2 align-top tabular-nums">{intl.formatNumber(error.row)}</td>
              <td className="px-3 py-2">
                <ul className="flex flex-col gap-0.5">
                  {error.codes.map((code) => (
                    <li key={code}>{rowMessage(intl, code)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
