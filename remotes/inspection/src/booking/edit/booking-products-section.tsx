import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Alert } from '@portal/ui';
import type { BookingApi } from '../use-booking-api';
import { lotSizeOf, type BookingValues } from './booking-values';
import { ProductAqlBlock } from './product-aql-block';
import { samplingRequest, useLiveSampling } from './use-live-sampling';

/** The AQL block of each product of the booked lines, with the server's live sampling of its lot. */
export function BookingProductsSection({ sampling }: { sampling: BookingApi['sampling'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `inspection.bookingEdit.aql.${id}` });
  const { values } = useFormikContext<BookingValues>();
  const lots = values.products.map((product) => lotSizeOf(values, product.productId));
  const requests = values.products.map((product, index) => samplingRequest(product, lots[index]!));
  const live = useLiveSampling(sampling, requests);

  if (values.products.length === 0) return null;
  return (
    <section className="flex flex-col gap-3 md:col-span-2" aria-label={t('title')}>
      <h2 className="text-base font-semibold text-slate-800">{t('title')}</h2>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {live.failed ? <Alert tone="error">{t('samplingFailed')}</Alert> : null}
      {values.products.map((product, index) => {
        const result = live.resultOf(requests[index] ?? null);
        return (
          <ProductAqlBlock
            key={product.productId}
            index={index}
            product={product}
            lotSize={lots[index]!}
            result={result}
            pending={requests[index] !== null && !result}
          />
        );
      })}
    </section>
  );
}
