import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult, formatDate, type FactoryMappingLinkResponse } from '@portal/domain';
import { Button, TextField, showToast } from '@portal/ui';
import { useSupplierApi } from './use-supplier-api';

/** Makes a factory-mapping link for the supplier (shown once; only its hash is kept) and may mail it. */
export function MappingLinkPanel({ supplierId }: { supplierId: number }) {
  const api = useSupplierApi();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<(FactoryMappingLinkResponse & { email: string }) | null>(null);

  const create = async () => {
    setBusy(true);
    try {
      const answer = await api.mappingLink(supplierId, { email: email.trim() || null });
      if (answer.result === ResourceResult.Success) setMade({ ...answer, email: email.trim() });
      else showToast({ kind: 'error', message: t('masterdata.supplier.mapping.failed') });
    } catch {
      showToast({ kind: 'error', message: t('masterdata.supplier.mapping.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="mx-6 mb-6 flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="mapping-link-title"
    >
      <h2 id="mapping-link-title" className="text-lg font-semibold text-slate-900">
        {t('masterdata.supplier.mapping.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('masterdata.supplier.mapping.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-72">
          <TextField
            name="mappingEmail"
            type="email"
            label={t('masterdata.supplier.mapping.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button onClick={() => void create()} disabled={busy}>
          {t('masterdata.supplier.mapping.create')}
        </Button>
      </div>
      {made?.url ? (
        <div className="flex flex-col gap-1" data-testid="mapping-link">
          <TextField
            name="mappingUrl"
            label={t('masterdata.supplier.mapping.link')}
            value={made.url}
            readOnly
          />
          <p className="text-sm text-slate-600">
            {t('masterdata.supplier.mapping.expires', { date: formatDate(made.expiresAt!) })}
            {made.email ? ` ${t('masterdata.supplier.mapping.mailed', { email: made.email })}` : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
