import { useIntl } from 'react-intl';
import { rememberPushChoice, subscribePush, unsubscribePush } from './web-push';
import { usePushStore } from './push-store';

/** "Desktop notifications: on / off / not supported", with a switch when the browser supports push. */
export function PushStatus({ userId }: { userId: number }) {
  const intl = useIntl();
  const { isSupported, isSubscribed, isInProgress } = usePushStore();
  const state = !isSupported ? 'unsupported' : isInProgress ? 'inProgress' : isSubscribed ? 'on' : 'off';
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-slate-600" data-testid="push-status">
      <span>
        {intl.formatMessage({ id: 'panels.user.push' })}:{' '}
        <span className="font-medium text-slate-800" data-state={state}>
          {intl.formatMessage({ id: `panels.user.push.${state}` })}
        </span>
      </span>
      {isSupported && !isInProgress ? (
        <button
          type="button"
          className="text-xs font-medium text-sky-700 hover:underline"
          onClick={() => {
            rememberPushChoice(!isSubscribed);
            void (isSubscribed ? unsubscribePush(userId) : subscribePush(userId));
          }}
        >
          {intl.formatMessage({ id: isSubscribed ? 'panels.user.push.turnOff' : 'panels.user.push.turnOn' })}
        </button>
      ) : null}
    </div>
  );
}
