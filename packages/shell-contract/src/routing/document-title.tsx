import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function DocumentTitle({ titleId }: { titleId: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${title} · Quality Portal`;
  }, [title]);
  return null;
}
