import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { OFFLINE_MESSAGE } from '@yjf/api/requestError';
import { useOnline } from './useOnline';
import './NetworkNotice.css';

/**
 * Says so while the network is down: the page stays as it was, what it asks for waits, and the queries on the
 * screen are asked again once the network is back (the store's `setupListeners`, the API's
 * `refetchOnReconnect`). A form that could not be sent stays open as it was typed (`OFFLINE_WRITE_MESSAGE`).
 * The live region is always there, so a screen reader hears the notice when it appears.
 */
export function NetworkNotice() {
  const online = useOnline();
  return (
    <div role="status" className="network-notice-region">
      {!online && (
        <div className="network-notice">
          <IconExclamationCircleFill aria-hidden />
          {OFFLINE_MESSAGE}
        </div>
      )}
    </div>
  );
}
