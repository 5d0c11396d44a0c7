// The portal's side of the embedded-app protocol for one app frame (facts §13), stricter than the reference host:
// messages count only from the frame's own window and the app's registered origin, with a valid payload
// (appMessages.ts); every answer and push goes to that origin alone, never `*`; the app gets its own token only.
// The handshake and each preference round trip run as statecharts (machines/appConnect*.machine.ts); navigation moves
// the portal; the app's address is kept in `appHref` and followed back to the app (useAppHrefSync.ts); payment
// requests are shown one at a time and each is answered (machines/appPayment.machine.ts, ./appPayment.ts).
import { useLingui } from '@lingui/react/macro';
import { createActor, useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectHandshakeFailure } from '../../../machines/appConnectHandshake.machine';
import type { PreferenceRequest } from '../../../machines/appConnectPreference.machine';
import { maxHeldPayments, type PaymentOutcome } from '../../../machines/appPayment.machine';
import { usePortal } from '../../portal/portal';
import { requestPortalMenu } from '../../portal/portalMenuRequest';
import { selectUsername } from '../../portal/selectors';
import { navigate, splitHash } from '../../routes/hashLocation';
import { acceptAppMessage } from './appMessages';
import { portalTarget } from './appPages';
import { paymentRequest, paymentResponse } from './appPayment';
import { useStoreFlows, type AppSession } from './flows';
import { hostContext } from './hostContext';
import { useAppHrefSync } from './useAppHrefSync';

/** What the app is told beside `msg` when a request ends without being authorised for a reason of the host's. */
const outcomeReasons: Partial<Record<PaymentOutcome, string>> = {
  ERROR_TOO_MANY_REQUESTS: `At most ${maxHeldPayments} payment requests wait for the person at once`,
  ERROR_OUTCOME_UNKNOWN: 'The authorization got no answer: it may have been made; check the organization’s pre-authorized transactions',
};

/** The payload of a preference request as the app sent it: an object's key and value, else nothing. */
function preferenceRequest(kind: 'get' | 'set', payload: unknown): PreferenceRequest {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  return kind === 'get' ? { kind, key: fields.key } : { kind, key: fields.key, value: fields.value };
}

/** `organization`: the selected one when `session` is its own; undefined while another one's session is on its way. */
export function useAppHost({ session, organization }: { session: AppSession; organization?: { id: number; resourceId: string } }) {
  const { t } = useLingui();
  const { platform, actors } = usePortal();
  const flows = useStoreFlows();
  const username = useSelector(actors.session, selectUsername);
  const frame = useRef<HTMLIFrameElement>(null);
  const { installation } = session;
  const { app } = installation;
  const appOrigin = new URL(app.globalPage.url).origin;

  /** Posts to the app's frame, to the app's origin only. */
  const post = useCallback(
    (message: unknown) => {
      frame.current?.contentWindow?.postMessage(message, appOrigin);
    },
    [appOrigin],
  );

  const context = hostContext({
    session,
    username,
    organization,
    hosts: platform.hosts,
    portalOrigin: location.origin,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const [machine] = useState(() => flows.handshake(context, post));
  const handshake = useActorRef(machine, { input: { host: context } });
  const failure = useSelector(handshake, selectHandshakeFailure);
  const contextKey = JSON.stringify(context);
  useEffect(() => {
    handshake.send({ type: 'host.context', context: JSON.parse(contextKey) as typeof context });
  }, [handshake, contextKey]);

  const appMoved = useAppHrefSync({ frame, appOrigin, pageUrl: app.globalPage.url });

  const [notices, setNotices] = useState<{ id: number; text: string }[]>([]);
  const noticeCount = useRef(0);
  const notify = useCallback((text: string) => setNotices((shown) => [...shown.slice(-2), { id: ++noticeCount.current, text }]), []);
  const [paymentMachine] = useState(() =>
    flows.payments((_request, outcome, authorized) =>
      post(paymentResponse(outcome, authorized ?? null, outcome === 'AUTHORIZED' ? undefined : outcomeReasons[outcome])),
    ),
  );
  const payments = useActorRef(paymentMachine);
  // The organisation a payment is made in: the one whose installation the session holds (kept through a switch).
  const payer = useRef<{ orgResourceId: string; installationId: number }>(undefined);
  if (organization !== undefined) payer.current = { orgResourceId: organization.resourceId, installationId: installation.id };

  useEffect(() => {
    const owner = { organization: organization?.resourceId ?? '', username: username ?? '' };
    const onMessage = (event: MessageEvent) => {
      const message = acceptAppMessage(event, { window: frame.current?.contentWindow ?? null, origin: appOrigin });
      if (message === undefined) return;
      switch (message.type) {
        case 'CORVINA_CONNECT_INIT':
          handshake.send({ type: 'app.init' });
          return;
        case 'PORTAL_MENU_OPEN_REQUEST':
          requestPortalMenu();
          return;
        case 'CORVINA_NAVIGATE': {
          const target = portalTarget(message.payload.page);
          if (target === undefined) {
            notify(t`${app.name} asked to open “${message.payload.page}”, which is not a page of the portal.`);
            return;
          }
          const query = new URLSearchParams(target.query);
          const org = new URLSearchParams(splitHash(location.hash).search).get('org');
          if (org !== null) query.set('org', org);
          const text = query.toString().replace(/%2C/g, ',');
          navigate(text ? `${target.path}?${text}` : target.path);
          return;
        }
        case 'IFRAME_HREF_CHANGED':
          appMoved(message.payload.href, message.payload.type);
          return;
        case 'TRANSACTIONS_AUTHORIZATION_REQUEST': {
          if (!app.inAppPurchases) {
            post(paymentResponse('ERROR_NO_IN_APP_PURCHASES', null, `${app.name} makes no in-app purchases`));
            return;
          }
          const request = paymentRequest(message.payload);
          if ('refused' in request) post(paymentResponse(request.refused, null, request.error));
          else if (payer.current === undefined) post(paymentResponse('ERROR_ORGANIZATION_CHANGING', null, 'The organization is changing: ask again once it has'));
          else payments.send({ type: 'request', request: { transactions: request.transactions, ...payer.current } });
          return;
        }
        case 'USER_PREFERENCE_GET_REQUEST':
        case 'USER_PREFERENCE_SET_REQUEST': {
          const request = preferenceRequest(message.type === 'USER_PREFERENCE_GET_REQUEST' ? 'get' : 'set', message.payload);
          const roundTrip = createActor(flows.preference(owner, app.key, request, post), { input: { request } });
          roundTrip.subscribe((snapshot) => {
            if (snapshot.status !== 'done') return;
            if (snapshot.context.failure !== undefined) notify(snapshot.context.failure);
            else if (snapshot.matches('failed')) notify(t`The preference ${String(request.key)} of ${app.name} could not be read or saved.`);
          });
          roundTrip.start();
          return;
        }
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [app, appMoved, appOrigin, flows, handshake, notify, organization?.resourceId, payments, post, t, username]);

  return {
    frame,
    frameLoaded: () => handshake.send({ type: 'frame.loaded' }),
    failure,
    notices,
    payments,
  };
}
