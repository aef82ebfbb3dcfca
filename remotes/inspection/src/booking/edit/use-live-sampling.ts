import { useEffect, useRef, useState } from 'react';
import { AqlLevel, type SamplingRequestItem, type SamplingResult } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';
import { aqlBody, type BookingProductValues } from './booking-values';

/** Typing settles before the server is asked: one call per pause, not per key. */
export const SAMPLING_DELAY_MS = 300;

/** What the server needs to plan a product's lot; null while the lot or the choice is incomplete. */
export function samplingRequest(product: BookingProductValues, lotSize: number): SamplingRequestItem | null {
  if (lotSize < 1 || product.aqlLevel === null) return null;
  const custom = product.aqlLevel === AqlLevel.Custom;
  if (custom && !(product.customSampleSize && product.customSampleSize >= 1)) return null;
  return {
    lotSize,
    aqlLevel: product.aqlLevel,
    customSampleSize: custom ? product.customSampleSize : null,
    criticalAql: aqlBody(product.criticalAql),
    majorAql: aqlBody(product.majorAql),
    minorAql: aqlBody(product.minorAql),
  };
}

const keyOf = (request: SamplingRequestItem) => JSON.stringify(request);

/**
 * The server's sampling of each lot, asked SAMPLING_DELAY_MS after the inputs last changed (the browser
 * never computes Ac/Re). Answers are kept by their input, so a result always belongs to the numbers it
 * shows beside, whatever order the answers come back in; an input already answered is not asked again.
 */
export function useLiveSampling(
  sampling: BookingApi['sampling'],
  requests: readonly (SamplingRequestItem | null)[],
) {
  const [answers, setAnswers] = useState<ReadonlyMap<string, SamplingResult>>(new Map());
  const [failed, setFailed] = useState(false);
  const known = useRef(answers);
  known.current = answers;
  // Callers build new request objects on every render: the call follows their value, not their identity.
  const wanted = JSON.stringify(requests);

  useEffect(() => {
    const items = (JSON.parse(wanted) as (SamplingRequestItem | null)[]).filter(
      (item): item is SamplingRequestItem => item !== null,
    );
    const missing = [...new Map(items.map((item) => [keyOf(item), item])).values()].filter(
      (item) => !known.current.has(keyOf(item)),
    );
    if (missing.length === 0) return;
    const timer = setTimeout(() => {
      sampling(missing)
        .then((response) => {
          setAnswers((before) => {
            const next = new Map(before);
            missing.forEach((item, index) => {
              const result = response.data[index];
              if (result) next.set(keyOf(item), result);
            });
            return next;
          });
          setFailed(false);
        })
        .catch(() => setFailed(true));
    }, SAMPLING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, sampling]);

  return {
    /** The server's plan for exactly this input, once it answered. */
    resultOf: (request: SamplingRequestItem | null) => (request ? answers.get(keyOf(request)) : undefined),
    failed,
  };
}
