import { FormattedMessage } from 'react-intl';
import { Card } from '@portal/ui';

export function UserGuidePage() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Card>
        <h1 className="mb-2 text-xl font-semibold">
          <FormattedMessage id="userGuide.title" />
        </h1>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="userGuide.intro" />
        </p>
      </Card>
    </main>
  );
}
